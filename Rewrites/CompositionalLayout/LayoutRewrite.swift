import ModernizeCore
import SwiftSyntax

/// The review rewrite of one flow layout created as a local (`let layout = UICollectionViewFlowLayout()`),
/// configured by whole statements of the same block and then only passed on (returned, given as
/// `collectionViewLayout:`, assigned to `collectionViewLayout`): the creation and its settings
/// become the compositional layout `LayoutSuggestion` builds, written where the last setting was.
/// Anything else (a read of the layout, a setting in a branch or a closure, a placeholder in the
/// suggestion, the type named anywhere in the project, a flow-layout delegate sizing method)
/// leaves the finding, with the reason.
struct LayoutRewrite {
    let context: RuleContext
    let call: FunctionCallExprSyntax
    let binding: PatternBindingSyntax
    let name: String
    let configuration: FlowLayoutConfiguration

    enum Outcome {
        case rewrite(Site)
        case refused(String)
    }

    static let flowType = "UICollectionViewFlowLayout"
    /// The settings the suggestion carries over; any other leaves the finding.
    static let rewritable: Set<String> = [
        "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "scrollDirection",
        "headerReferenceSize", "footerReferenceSize",
    ]
    static let directions: Set<String> = [
        ".horizontal", ".vertical", "UICollectionView.ScrollDirection.horizontal", "UICollectionView.ScrollDirection.vertical",
    ]
    /// Calls a setting's value may make: copied into several dimensions, they must not matter twice.
    static let pureCalls: Set<String> = ["floor", "ceil", "round", "min", "max", "abs", "CGFloat", "Double", "Float", "Int", "CGSize", "UIEdgeInsets", ".init"]

    func outcome() -> Outcome {
        guard let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
              variable.bindings.count == 1, variable.attributes.isEmpty, variable.modifiers.isEmpty, binding.typeAnnotation == nil,
              let creation = variable.parent?.as(CodeBlockItemSyntax.self), let list = creation.parent?.as(CodeBlockItemListSyntax.self)
        else { return .refused("it is not created by a plain `let \(name) = UICollectionViewFlowLayout()` statement") }
        if let problem = settingsProblem() { return .refused(problem) }
        if let problem = projectProblem() { return .refused(problem) }
        let statements = Array(list)
        let creationIndex = statements.firstIndex { $0.id == creation.id }!
        // Every use of the local: a setting (a statement of this block) or a hand-over.
        var settingIndices: [Int] = []
        var handOverIndices: [Int] = []
        for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: list, where: { $0.baseName.text == name && $0.argumentNames == nil }) {
            guard Scopes.firstDeclaration(of: name, at: reference)?.id == binding.pattern.id else { continue }
            let line = context.position(of: reference).line
            if let index = settingIndex(reference, in: statements) {
                settingIndices.append(index)
            } else if let problem = handOverProblem(reference) {
                return .refused(problem)
            } else if let index = statements.firstIndex(where: { $0.range.contains(reference.position) }) {
                handOverIndices.append(index)
            } else {
                return .refused("`\(name)` is used on line \(line) outside the block creating it")
            }
        }
        guard let lastSetting = settingIndices.max(), !handOverIndices.isEmpty else {
            return .refused("`\(name)` is not both configured and passed on in the block creating it")
        }
        guard settingIndices.min()! > creationIndex, handOverIndices.min()! > lastSetting else {
            return .refused("`\(name)` is passed on (line \(context.position(of: statements[handOverIndices.min()!]).line)) before its last setting (line \(context.position(of: statements[lastSetting]).line))")
        }
        // The settings' values are read where the last one was: what runs in between must not change them.
        for index in (creationIndex + 1)..<lastSetting where !settingIndices.contains(index) {
            guard let between = statements[index].item.as(VariableDeclSyntax.self), between.bindingSpecifier.tokenKind == .keyword(.let),
                  between.bindings.allSatisfy({ $0.initializer.map { Self.isPlain($0.value) } ?? true }) else {
                return .refused("line \(context.position(of: statements[index]).line) runs between its settings, which would all be read at line \(context.position(of: statements[lastSetting]).line)")
            }
        }
        let suggestion = LayoutSuggestion(configuration: configuration, name: name, writesDefaults: true)
        if let clash = nameClash(suggestion: suggestion) { return .refused(clash) }
        let bytes = SourceBytes(context)
        var edits: [SourceEdit] = []
        for index in [creationIndex] + settingIndices.sorted() {
            let statement = statements[index]
            guard let lines = wholeLines(of: statement, bytes: bytes) else {
                return .refused("line \(context.position(of: statement).line) shares its line with other code or a comment, which the rewrite would lose")
            }
            if index != lastSetting { edits.append(SourceEdit(range: AbsolutePosition(utf8Offset: lines.lowerBound)..<AbsolutePosition(utf8Offset: lines.upperBound), replacement: "")) }
        }
        let last = statements[lastSetting]
        let indent = context.indentation(of: last)
        let code = suggestion.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).joined(separator: context.newline + indent)
        edits.append(SourceEdit(range: last.positionAfterSkippingLeadingTrivia..<last.endPositionBeforeTrailingTrivia, replacement: code))
        return .rewrite(.review(at: call.calledExpression, edits, because: note(suggestion: suggestion, creation: creation, last: last)))
    }

    /// What the suggestion cannot carry over, or a value it would copy unsafely.
    private func settingsProblem() -> String? {
        let values = configuration.values
        if let other = values.keys.sorted().first(where: { !Self.rewritable.contains($0) }) {
            return "`\(other)` has no counterpart in the suggested layout"
        }
        if let repeated = configuration.repeated.keys.sorted().first { return "`\(repeated)` is set more than once" }
        guard values["itemSize"] != nil else { return "no item size is set here: the suggestion's sizes are placeholders" }
        if let estimate = values["estimatedItemSize"], !FlowLayoutConfiguration.isAutomaticSize(estimate) {
            return "`estimatedItemSize = \(estimate.trimmedDescription)` is an estimate the suggestion does not carry over"
        }
        if let direction = values["scrollDirection"], !Self.directions.contains(direction.trimmedDescription) {
            return "the scroll direction `\(direction.trimmedDescription)` is not a constant"
        }
        if values["sectionInset"] != nil, FlowLayoutConfiguration.insets(values["sectionInset"]) == nil {
            return "the section insets `\(values["sectionInset"]!.trimmedDescription)` are not written out"
        }
        if LayoutSuggestion(configuration: configuration, name: name).isFullWidthList {
            return "full-width items suggest a list layout, which sizes rows itself and draws separators"
        }
        for (property, value) in values.sorted(by: { $0.key < $1.key }) where !Self.isPlain(value) {
            return "the value of `\(property)` (`\(value.trimmedDescription)`) calls code the suggestion would run several times"
        }
        return nil
    }

    /// A type named `UICollectionViewFlowLayout` (a downcast, a variable or parameter that may
    /// take this layout) or a flow-layout delegate sizing method anywhere in the project.
    private func projectProblem() -> String? {
        let inFile = SyntaxSearch.all(IdentifierTypeSyntax.self, in: context.tree) { type in
            type.name.text == Self.flowType && type.parent?.is(InheritedTypeSyntax.self) != true
        }
        if let first = inFile.first {
            return "`UICollectionViewFlowLayout` is named as a type on line \(context.position(of: first).line) (a downcast, or a variable or parameter of that type, would no longer take this layout)"
        }
        if let other = (context.index.typeReferencesByName[Self.flowType] ?? []).first(where: { $0.location.path != context.path }) {
            return "`UICollectionViewFlowLayout` is named as a type in \(other.location) (a downcast, or a variable or parameter of that type, would no longer take this layout)"
        }
        let labels = Set(CompositionalLayout.perSectionMethods.keys).union(["sizeForItemAt"])
        for function in SyntaxSearch.all(FunctionDeclSyntax.self, in: context.tree) where function.name.text == "collectionView" {
            let names = function.signature.parameterClause.parameters.map(\.firstName.text)
            if names.count == 3, names[0] == "_", names[1] == "layout", labels.contains(names[2]) {
                return "this file implements `collectionView(_:layout:\(names[2]):)`, which a compositional layout never calls"
            }
        }
        for function in context.index.allFunctions where function.name == "collectionView" && function.location.path != context.path {
            if function.labels.count == 3, function.labels[0] == "_", function.labels[1] == "layout", labels.contains(function.labels[2]) {
                return "\(function.location) implements `collectionView(_:layout:\(function.labels[2]):)`, which a compositional layout never calls"
            }
        }
        return nil
    }

    /// `name.setting = value` as a statement of the creating block: its index.
    private func settingIndex(_ reference: DeclReferenceExprSyntax, in statements: [CodeBlockItemSyntax]) -> Int? {
        guard let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.id == ExprSyntax(reference).id,
              Self.rewritable.contains(access.declName.baseName.text),
              let list = access.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
              list.count >= 3, list.first?.id == ExprSyntax(access).id, Array(list)[1].is(AssignmentExprSyntax.self),
              let item = sequence.parent?.as(CodeBlockItemSyntax.self) else { return nil }
        // `layout.minimumLineSpacing = spacing * 2`: the value is the rest of the sequence, which must not read the layout.
        if Array(list).dropFirst(2).contains(where: { $0.tokens(viewMode: .sourceAccurate).contains { $0.hasText(name) } }) { return nil }
        return statements.firstIndex { $0.id == item.id }
    }

    /// Nil when `reference` only hands the layout on: `return name` (to a declared type),
    /// `collectionViewLayout: name`, `x.collectionViewLayout = name`, `setCollectionViewLayout(name, ...)`.
    private func handOverProblem(_ reference: DeclReferenceExprSyntax) -> String? {
        let line = context.position(of: reference).line
        let node = Syntax(reference)
        if let returned = node.parent?.as(ReturnStmtSyntax.self) {
            return returnsDeclaredType(returned) ? nil : "`\(name)` is returned on line \(line) from a closure whose type is inferred from it"
        }
        if let argument = node.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            if argument.label?.text == "collectionViewLayout" { return nil }
            if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setCollectionViewLayout",
               call.arguments.first?.id == argument.id { return nil }
        }
        if let list = node.parent?.as(ExprListSyntax.self), list.count == 3, list.last?.id == ExprSyntax(reference).id,
           Array(list)[1].is(AssignmentExprSyntax.self),
           list.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "collectionViewLayout" {
            return nil
        }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), Self.rewritable.contains(access.declName.baseName.text),
           access.parent?.as(ExprListSyntax.self).map({ Array($0).count >= 3 && Array($0)[1].is(AssignmentExprSyntax.self) }) == true {
            return "`\(OneLine.text(of: access))` is set on line \(line) inside a branch, loop or closure, not by a statement of the block creating it"
        }
        return "`\(name)` is used on line \(line) (`\(OneLine.text(of: node.parent ?? node))`), not only configured and passed on"
    }

    /// A `return` in a function, accessor or closure whose result type is written out.
    private func returnsDeclaredType(_ statement: ReturnStmtSyntax) -> Bool {
        guard let owner = Ancestors.nearest(above: statement, where: { Ancestors.isFunctionLike($0) || $0.is(AccessorBlockSyntax.self) }) else { return false }
        if let function = owner.as(FunctionDeclSyntax.self) { return function.signature.returnClause != nil }
        if owner.is(AccessorDeclSyntax.self) { return true }
        if let closure = owner.as(ClosureExprSyntax.self) {
            if closure.signature?.returnClause != nil { return true }
            // `let layout: UICollectionViewLayout = { ... }()`
            guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                  let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { return false }
            return binding.typeAnnotation != nil
        }
        // A computed property's getter without `get`.
        return owner.is(AccessorBlockSyntax.self)
    }

    /// No closure, `try`, `await` or call other than a type's initializer or a pure math function.
    static func isPlain(_ expression: ExprSyntax) -> Bool {
        if expression.is(ClosureExprSyntax.self) || SyntaxSearch.first(Syntax.self, in: expression, where: {
            $0.is(ClosureExprSyntax.self) || $0.is(TryExprSyntax.self) || $0.is(AwaitExprSyntax.self)
        }) != nil { return false }
        let calls = SyntaxSearch.all(FunctionCallExprSyntax.self, in: expression) + (expression.as(FunctionCallExprSyntax.self).map { [$0] } ?? [])
        return calls.allSatisfy { call in
            let callee = call.calledExpression.trimmedDescription
            return pureCalls.contains(callee) || callee.hasSuffix(".init")
        }
    }

    /// The names the code declares (`item`, `group`, `section`, `configuration`) used anywhere
    /// in the declaration holding the layout: they would clash or shadow.
    private func nameClash(suggestion: LayoutSuggestion) -> String? {
        let names = suggestion.declaredNames.subtracting([name])
        let owner = Ancestors.nearest(above: call) { node in
            node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self)
                || node.is(SubscriptDeclSyntax.self) || (node.is(VariableDeclSyntax.self) && Ancestors.isDirectMember(node))
        } ?? Syntax(context.tree)
        for token in owner.tokens(viewMode: .sourceAccurate) where names.contains(token.text) {
            if case .identifier = token.tokenKind, token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period {
                return "the name `\(token.text)` the compositional code declares is already used on line \(context.position(of: token).line)"
            }
        }
        return nil
    }

    /// The whole lines `statement` fills (from its line's start through its line break), when it
    /// shares them with no other code or comment.
    private func wholeLines(of statement: CodeBlockItemSyntax, bytes: SourceBytes) -> Range<Int>? {
        let start = statement.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = statement.endPositionBeforeTrailingTrivia.utf8Offset
        let lineStart = bytes.lineStart(start)
        guard bytes.isBlank(lineStart..<start), bytes.isBlank(end..<bytes.lineEnd(end)), bytes.lineEnd(end) < bytes.bytes.count else { return nil }
        return lineStart..<bytes.nextLineStart(end)
    }

    private func note(suggestion: LayoutSuggestion, creation: CodeBlockItemSyntax, last: CodeBlockItemSyntax) -> String {
        let values = configuration.values
        let horizontal = suggestion.isHorizontal
        var notes: [String] = []
        let interitem = values["minimumInteritemSpacing"].map { "`\($0.trimmedDescription)`" } ?? "10 (the flow layout's default)"
        notes.append("the spacing between items is fixed at \(interitem): the flow layout's is a minimum and spreads leftover \(horizontal ? "column height" : "row width") between items, the group leaves it at the \(horizontal ? "bottom" : "trailing end")")
        if values["minimumLineSpacing"] == nil {
            notes.append("the flow layout's default line spacing, 10, is written out as `interGroupSpacing`")
        }
        if values["sectionInset"] != nil {
            notes.append("left/right insets become leading/trailing, which swap in right-to-left languages")
        }
        if FlowLayoutConfiguration.isAutomaticSize(values["estimatedItemSize"]) {
            notes.append("cells still size themselves (`estimatedItemSize = automaticSize`), with `itemSize` as their estimated size")
        }
        for (property, kind) in [("headerReferenceSize", "header"), ("footerReferenceSize", "footer")] {
            guard let size = FlowLayoutConfiguration.size(values[property]), size != ("0", "0") else { continue }
            let extent = horizontal ? "`\(size.width)` wide and the section's full height" : "the section's full width and `\(size.height)` high"
            var text = "`\(property)` becomes a section \(kind) (`elementKindSection\(kind.capitalized)`) \(extent)"
            if values["sectionInset"] != nil { text += ", inside the section's content insets (the flow layout's \(kind) sits outside `sectionInset`)" }
            notes.append(text)
        }
        if horizontal { notes.append("horizontal scrolling moves to a `UICollectionViewCompositionalLayoutConfiguration`, items stacking in columns") }
        notes.append("`\(name)` becomes a UICollectionViewCompositionalLayout: no code in this project names UICollectionViewFlowLayout as a type (no downcast of the layout stops working) or implements the flow-layout delegate's sizing methods")
        let lines = "lines \(context.position(of: creation).line)-\(context.position(of: last).line)"
        return "replaces the flow layout set up on \(lines) with the compositional layout it describes; " + notes.joined(separator: "; ")
    }
}
