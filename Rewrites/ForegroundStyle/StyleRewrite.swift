import ModernizeCore
import SwiftSyntax

/// The site for one `foregroundColor(x)` call.
struct StyleRewrite {
    let context: RuleContext
    let call: FunctionCallExprSyntax
    let name: TokenSyntax

    func site() -> Site {
        let argument = call.arguments.first!.expression
        let written = argument.trimmedDescription
        // The values the argument can take: every branch of its ternaries, whatever their conditions.
        let leaves = Self.leaves(OperatorFolding.folded(argument)).map { leaf in (leaf: leaf, type: resolvedType(of: leaf, in: argument)) }
        let whole = context.types.type(of: argument, contextualType: Self.parameterType)
        if let optional = whole.type.flatMap({ $0.isOptional ? ($0, argument) : nil })
            ?? leaves.lazy.compactMap({ entry in entry.type.type.flatMap { $0.isOptional ? ($0, entry.leaf) : nil } }).first {
            let what = optional.1.is(DeclReferenceExprSyntax.self) || optional.1.is(MemberAccessExprSyntax.self) ? "is declared optional" : "is optional"
            return context.finding(
                at: name,
                "foregroundColor left as is: `\(optional.1.trimmedDescription)` \(what) (\(optional.0)), and foregroundStyle has no optional overload; unwrap it first")
        }
        // Unknown types: a branch that is not an implicit member or spelled Color and may be nil as written.
        if whole == .unknown, leaves.contains(where: { entry in
            entry.type == .unknown && !Self.isSpelledColor(entry.leaf) && Self.mayBeNil(folded: entry.leaf)
        }) {
            return context.finding(
                at: name,
                "foregroundColor left as is: `\(written)` can be nil, and foregroundStyle has no optional overload; unwrap it (e.g. `?? Color.primary`) first")
        }
        // Implicit members are spelled out (`.brand` -> `Color.brand`, `.init(x)` -> `Color(x)`):
        // unqualified, foregroundStyle's generic parameter would look them up on ShapeStyle.
        var spellings: [SourceEdit] = []
        var leavesAreColor = true
        for (leaf, type) in leaves {
            if let member = Self.implicitRoot(leaf) {
                spellings.append(Self.spelling(member))
            } else if !(Self.isSpelledColor(leaf) || type.type?.nominalName == "Color") {
                leavesAreColor = false
            }
        }
        let allColor = leavesAreColor || whole.type?.nominalName == "Color"
        let onText = Self.receiverIsText(call, types: context.types)
        let before17 = context.options.minimumIOS < IOSVersion(17)
        if onText && before17, let target = Self.assignmentTarget(call) {
            return context.finding(
                at: name,
                "foregroundColor left as is: the Text it styles is assigned to `\(target)`, and before iOS 17 foregroundStyle returns some View, not Text; migrate when the deployment target is iOS 17",
                suggestion: ".foregroundStyle(\(Self.applying(spellings, to: argument)))")
        }
        if onText && before17, let function = Self.textReturningDeclaration(of: call) {
            return context.finding(
                at: name,
                "foregroundColor left as is: this Text is returned as `Text` from \(function), and before iOS 17 foregroundStyle returns some View, not Text; migrate when the deployment target is iOS 17",
                suggestion: ".foregroundStyle(\(Self.applying(spellings, to: argument)))")
        }
        if onText && before17 && Self.isConcatenated(call) {
            return context.finding(
                at: name,
                "foregroundColor left as is: this Text is concatenated with `+`, and before iOS 17 foregroundStyle returns some View, not Text; migrate when the deployment target is iOS 17",
                suggestion: ".foregroundStyle(\(Self.applying(spellings, to: argument)))")
        }
        if onText && before17, let interpolation = Self.interpolation(of: call, position: { context.position(of: $0) }) {
            return context.finding(
                at: name,
                "foregroundColor left as is: this Text \(interpolation), which needs a Text value, and before iOS 17 foregroundStyle returns some View, not Text; migrate when the deployment target is iOS 17",
                suggestion: ".foregroundStyle(\(Self.applying(spellings, to: argument)))")
        }
        let edits = [SourceEdit(range: name.positionAfterSkippingLeadingTrivia..<name.endPositionBeforeTrailingTrivia, replacement: "foregroundStyle")] + spellings
        var reasons: [String] = []
        if !allColor {
            reasons.append("`\(written)` is not known to be a Color: if it is another ShapeStyle or a Color-returning call it behaves the same, but an optional or a UIColor will not compile")
        }
        if onText && before17 {
            reasons.append("on a Text, foregroundStyle returns some View before iOS 17, so code that needs a Text here (a Text-typed property, parameter or return) will not compile")
        }
        if reasons.isEmpty { return .safe(at: name, edits) }
        return .review(at: name, edits, because: reasons.joined(separator: "; "))
    }

    /// The receiver's type (or, for a bare call, the enclosing type's) when the resolver knows
    /// it and the project declares a `foregroundColor(_:)` on it or a superclass, in any file.
    /// A leaf of the folded argument, resolved as the original node of the same range (the
    /// folded tree is detached from the file, so locals and `self` are only seen from there).
    private func resolvedType(of leaf: ExprSyntax, in argument: ExprSyntax) -> ResolvedType {
        guard let original = Self.node(in: argument, from: leaf.positionAfterSkippingLeadingTrivia, to: leaf.endPositionBeforeTrailingTrivia)
        else { return .unknown }
        return context.types.type(of: original, contextualType: Self.parameterType)
    }

    /// `foregroundColor(_ color: Color?)`: the type its argument's implicit members have.
    static let parameterType = TypeRef.optional(.named("Color"))

    /// The outermost expression of `root` spanning exactly `start..<end`.
    static func node(in root: ExprSyntax, from start: AbsolutePosition, to end: AbsolutePosition) -> ExprSyntax? {
        var node = Syntax(root)
        while true {
            if let expression = node.as(ExprSyntax.self),
               expression.positionAfterSkippingLeadingTrivia == start, expression.endPositionBeforeTrailingTrivia == end {
                return expression
            }
            guard let child = node.children(viewMode: .sourceAccurate).first(where: {
                $0.positionAfterSkippingLeadingTrivia <= start && $0.endPositionBeforeTrailingTrivia >= end
            }) else { return nil }
            node = child
        }
    }

    /// `c ? a : d == e ? b : nil` -> `a`, `b`, `nil`: the branches of a folded ternary, through parentheses.
    static func leaves(_ expression: ExprSyntax) -> [ExprSyntax] {
        if let ternary = expression.as(TernaryExprSyntax.self) { return leaves(ternary.thenExpression) + leaves(ternary.elseExpression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return leaves(only.expression)
        }
        return [expression]
    }

    /// `.red`, `.brand.opacity(0.5)`, `.init(designSystemColor: .text)`: the implicit member a
    /// postfix chain starts with.
    static func implicitRoot(_ expression: ExprSyntax) -> MemberAccessExprSyntax? {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return member }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return nil
            }
        }
    }

    /// `.red` -> `Color.red`; `.init` -> `Color`.
    static func spelling(_ member: MemberAccessExprSyntax) -> SourceEdit {
        let start = member.positionAfterSkippingLeadingTrivia
        if member.declName.baseName.tokenKind == .keyword(.`init`) {
            return SourceEdit(range: start..<member.endPositionBeforeTrailingTrivia, replacement: "Color")
        }
        return SourceEdit(range: start..<start, replacement: "Color")
    }

    /// `Color.red`, `Color(...)`, `SwiftUI.Color...` as written.
    static func isSpelledColor(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        return text.hasPrefix("Color.") || text.hasPrefix("Color(") || text.hasPrefix("SwiftUI.Color")
    }

    /// The argument's text with `edits` (inside it) applied.
    static func applying(_ edits: [SourceEdit], to expression: ExprSyntax) -> String {
        var bytes = Array(expression.trimmedDescription.utf8)
        let origin = expression.positionAfterSkippingLeadingTrivia.utf8Offset
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange((edit.range.lowerBound.utf8Offset - origin)..<(edit.range.upperBound.utf8Offset - origin), with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A folded branch that may be nil as written: `a ?? b` only when `b` may be, `.none`,
    /// else `mayBeNil`. An implicit member other than `.none` is the non-optional Color.
    static func mayBeNil(folded expression: ExprSyntax) -> Bool {
        if let infix = expression.as(InfixOperatorExprSyntax.self), OperatorFolding.operatorText(infix) == "??" {
            return leaves(infix.rightOperand).contains { mayBeNil(folded: $0) }
        }
        if let member = implicitRoot(expression) {
            return member.declName.baseName.text == "none" && expression.is(MemberAccessExprSyntax.self)
        }
        return mayBeNil(expression)
    }

    /// `nil`, `x?.y`, `a ?? nil`, a `try?`: anything whose value may be nil.
    static func mayBeNil(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.nil)
                || (token.tokenKind == .postfixQuestionMark && token.parent?.is(OptionalChainingExprSyntax.self) == true)
                || (token.tokenKind == .postfixQuestionMark && token.parent?.is(TryExprSyntax.self) == true)
        }
    }

    /// Does the modifier chain start with `Text(...)`?
    /// The receiver is a `Text`: `Text(...)` at the root of the modifier chain, or a value the
    /// resolver types as `Text` (`var text: Text`, a function returning one) anywhere along it.
    /// A chain starting at `self` (`foregroundColor(.red).bold()` or `self.bold()...` inside
    /// `extension Text`) styles a Text too.
    static func receiverIsText(_ call: FunctionCallExprSyntax, types: ExpressionTypeResolver) -> Bool {
        let selfIsText = { Ancestors.enclosingTypeName(of: call) == "Text" }
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return selfIsText() }
        var expression = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let current = expression {
            if types.type(of: current).nominalName == "Text" { return true }
            if current.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return selfIsText() }
            if let inner = current.as(FunctionCallExprSyntax.self) {
                if let reference = inner.calledExpression.as(DeclReferenceExprSyntax.self) {
                    // `Text(...)`, or a method called on the implicit `self`.
                    let called = reference.baseName.text
                    return called.first?.isUppercase == true ? called == "Text" : selfIsText()
                }
                expression = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base
            } else {
                return false
            }
        }
        return false
    }

    /// The function, computed property or closure declared to return `Text` whose returned value
    /// is the modifier chain holding `call` (its single expression, or a `return`), described
    /// for a message (`` `warning()` ``); nil otherwise.
    static func textReturningDeclaration(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(FunctionCallExprSyntax.self) || parent.is(MemberAccessExprSyntax.self) { node = parent }
        guard var holder = node.parent else { return nil }
        if holder.is(ReturnStmtSyntax.self) { holder = holder.parent ?? holder }
        guard let item = holder.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        let isReturn = item.item.is(ReturnStmtSyntax.self)
        guard isReturn || list.count == 1 else { return nil }
        for ancestor in Ancestors.all(above: list) {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                guard isTextType(function.signature.returnClause?.type) else { return nil }
                return "`\(function.name.text)(\(function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()))`"
            }
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                return isTextType(closure.signature?.returnClause?.type) ? "a closure declared `-> Text`" : nil
            }
            if let binding = ancestor.as(PatternBindingSyntax.self) {
                guard isTextType(binding.typeAnnotation?.type) else { return nil }
                return "`\(binding.pattern.trimmedDescription)`"
            }
            if let subscriptDecl = ancestor.as(SubscriptDeclSyntax.self) {
                return isTextType(subscriptDecl.returnClause.type) ? "a subscript" : nil
            }
            if ancestor.is(DeclSyntax.self) && !ancestor.is(VariableDeclSyntax.self) { return nil }
        }
        return nil
    }

    private static func isTextType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        let text = type.trimmedDescription
        return text == "Text" || text == "SwiftUI.Text"
    }

    /// `text = text.foregroundColor(...)`: the modifier chain is the right side of an
    /// assignment; the target as written.
    static func assignmentTarget(_ call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(FunctionCallExprSyntax.self) || parent.is(MemberAccessExprSyntax.self) { node = parent }
        guard let sequence = node.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(sequence)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index >= 2,
              elements[index - 1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[index - 2].trimmedDescription
    }

    /// Where the styled Text is interpolated into a string literal (`Text("\\(styled) liked")`, which
    /// takes it through `appendInterpolation(_: Text)`): the chain itself inside `\\(...)`, or a
    /// `let`/`var` it initializes interpolated (or concatenated) in the same scope. nil otherwise.
    static func interpolation(of call: FunctionCallExprSyntax, position: (DeclReferenceExprSyntax) -> SourcePosition) -> String? {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(FunctionCallExprSyntax.self) || parent.is(MemberAccessExprSyntax.self) { node = parent }
        if node.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.is(ExpressionSegmentSyntax.self) == true {
            return "is interpolated into another Text (`\\(...)`)"
        }
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let scope = Ancestors.enclosingScope(of: binding) else { return nil }
        let use = SyntaxSearch.first(DeclReferenceExprSyntax.self, in: scope) { reference in
            guard reference.baseName.text == bound, reference.position > binding.endPosition else { return false }
            if Ancestors.nearest(ExpressionSegmentSyntax.self, above: reference) != nil { return true }
            return reference.parent?.as(ExprListSyntax.self)?.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" } == true
        }
        return use.map { reference in
            let how = Ancestors.nearest(ExpressionSegmentSyntax.self, above: reference) != nil ? "interpolated into another Text" : "concatenated with `+`"
            return "is bound to `\(bound)`, which is \(how) at \(position(reference))"
        }
    }

    /// Is the call an operand of `+` (a `Text + Text` concatenation)?
    static func isConcatenated(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent {
            if let sequence = parent.as(ExprListSyntax.self) {
                return sequence.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
            }
            if parent.is(FunctionCallExprSyntax.self) || parent.is(MemberAccessExprSyntax.self) { node = parent; continue }
            return false
        }
        return false
    }
}
