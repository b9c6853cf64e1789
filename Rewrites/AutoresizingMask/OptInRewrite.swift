import ModernizeCore
import SwiftSyntax

/// The review rewrite of the common shape: `view.translatesAutoresizingMaskIntoConstraints = false`
/// inserted where a view created in code is set up, when nothing in the project sets the
/// property, no other file can reach the view (a local, a `private` or `fileprivate` property),
/// nothing in this file lays it out by frame, and the constraints the file activates on it fix
/// both its size and its position. Anything else keeps the finding (`site` answers nil).
struct OptInRewrite {
    let context: RuleContext
    let index: ProjectIndex

    /// Members that set or size a view by its frame (`badge.frame = ...`, `badge.sizeToFit()`).
    static let frameMembers: Set<String> = ["frame", "bounds", "center", "autoresizingMask", "sizeToFit", "systemLayoutSizeFitting"]
    /// `badge.layer.frame`...
    static let layerFrameMembers: Set<String> = ["frame", "bounds", "position", "anchorPoint"]
    /// Views UIKit sizes and places itself (cells, headers and footers, windows, input views).
    static let sizedByUIKit: Set<String> = UIKitLayoutClasses.cells.union(["UIWindow", "UIInputView", "UIRefreshControl"])
    /// SDK classes with an intrinsic content size in both dimensions, whatever their content.
    static let intrinsicBoth: Set<String> = [
        "UILabel", "UIButton", "UISwitch", "UIActivityIndicatorView", "UISegmentedControl", "UITextField", "UIStepper", "UIPageControl",
    ]
    /// ... in height only.
    static let intrinsicHeight: Set<String> = ["UISlider", "UIProgressView"]

    static let horizontal: [String: String] = ["leading": "leading", "left": "leading", "trailing": "trailing", "right": "trailing", "centerX": "centerX"]
    static let vertical: Set<String> = ["top", "bottom", "centerY", "firstBaseline", "lastBaseline"]
    static let order = ["leading", "trailing", "centerX", "width", "top", "bottom", "centerY", "firstBaseline", "lastBaseline", "height"]

    /// The review site for `view`, or nil when the rule cannot prove the insertion sound.
    func site(for view: CodeCreatedView, references: [ExprSyntax], allPins: [AnchorPin]) -> Site? {
        guard !view.isProperty || view.isFilePrivate, let declaration = view.binding.parent?.parent?.as(VariableDeclSyntax.self),
              declaration.bindings.count == 1, classAllowsRewrite(view.typeName),
              !usesFrame(view, references: references), !createdWithFrame(view), !isReassigned(declaration, references: references)
        else { return nil }
        // Handed to a function (the project's does not set it, but may size it by frame), or set to true in this file.
        guard !references.contains(where: { reference in
            let node = HelperCall.unwrappedUse(reference)
            return node.parent?.is(LabeledExprSyntax.self) == true && !AutoLayoutOptIn.isHierarchyArgument(node)
        }), !setsPropertyInFile(view) else { return nil }
        let mentions = allPins.filter { pin in
            [pin.item, pin.other].compactMap { $0 }.contains { expression in
                references.contains { $0.id == expression.id || $0.id == ConstraintExpressions.unwrapped(expression).id }
            }
        }
        guard !mentions.isEmpty, mentions.allSatisfy(Self.isActivatedDirectly) else { return nil }
        // Every constraint runs whenever its block runs: none behind an `if`, a `switch`, a loop or a `guard`.
        let statements = mentions.map { $0.call.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }) }
        guard statements.allSatisfy({ $0 != nil }) else { return nil }
        let outer: Syntax = view.isProperty ? Syntax(statements[0]!.parent!) : view.scope
        guard !view.isProperty || statements.allSatisfy({ $0!.parent?.id == outer.id }),
              mentions.allSatisfy({ !Self.isConditional($0.call, below: outer) }) else { return nil }
        guard let coverage = coverage(of: view, mentions: mentions, references: references) else { return nil }

        let property = AutoLayoutOptIn.property
        let lines = context.parsed.lines
        let offset: Int
        let indentation: String
        let receiver: String
        if let local = view.builderLocal, let name = local.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let localDeclaration = local.parent?.parent?.as(VariableDeclSyntax.self), localDeclaration.bindings.count == 1 {
            guard let after = lineAfter(localDeclaration) else { return nil }
            (offset, indentation, receiver) = (after, context.indentation(of: localDeclaration), name)
        } else if view.builder != nil {
            // A closure without a local of its own: the insertion would go outside it; the rule leaves it.
            return nil
        } else if !view.isProperty {
            guard let after = lineAfter(declaration) else { return nil }
            (offset, indentation, receiver) = (after, context.indentation(of: declaration), view.name)
        } else {
            let earliest = statements.compactMap { $0 }.min { $0.position < $1.position }!
            guard startsItsLine(earliest) else { return nil }
            let first = mentions.min { $0.call.position < $1.call.position }!
            let named = [first.item, first.other].compactMap { $0 }.first { expression in
                references.contains { $0.id == expression.id || $0.id == ConstraintExpressions.unwrapped(expression).id }
            }
            // Named as the first constraint names it (`badge`, `self.badge`, `self?.badge` in a weak capture).
            guard let written = named?.trimmedDescription, ["", "self.", "self?.", "self!."].map({ $0 + view.name }).contains(written) else { return nil }
            offset = lines.startOfLine(containing: startOfLeadingComments(earliest))
            indentation = context.indentation(of: earliest)
            receiver = written
        }
        let edit = SourceEdit(
            range: AbsolutePosition(utf8Offset: offset)..<AbsolutePosition(utf8Offset: offset),
            replacement: indentation + "\(receiver).\(property) = false" + context.newline)
        return .review(at: view.binding, [edit], because: note(view, mentions: mentions, coverage: coverage))
    }

    // MARK: - What may lay it out otherwise

    /// A project class of the view's chain must be declared (with its extensions) in this file
    /// only, set none of its own frame, and reach a UIKit view class that UIKit does not size
    /// itself.
    private func classAllowsRewrite(_ name: String) -> Bool {
        let chain = index.superclassChain(of: name)
        guard let root = chain.last, UIKitLayoutClasses.views.contains(root), index.types(named: root).allSatisfy({ $0.kind == .extension }),
              !index.typeHeaders.contains(where: { $0.name == root && $0.keyword == "class" }),
              !chain.contains(where: Self.sizedByUIKit.contains) else { return false }
        for project in chain.dropLast() {
            let family = index.types(named: project)
            guard !family.isEmpty, family.allSatisfy({ $0.location.path == context.path }),
                  !index.typeHeaders.contains(where: { $0.name == project && $0.path != context.path }) else { return false }
            let declarations = SyntaxSearch.all(DeclSyntax.self, in: context.tree) { declaration in
                declaration.as(ClassDeclSyntax.self)?.name.text == project
                    || declaration.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == project
            }
            guard !declarations.contains(where: setsOwnFrame) else { return false }
        }
        return true
    }

    /// `frame = ...`, `self.center`, `sizeToFit()`, `autoresizingMask`, `bounds = ...` on itself.
    private func setsOwnFrame(_ declaration: DeclSyntax) -> Bool {
        let names = Self.frameMembers.union([AutoLayoutOptIn.property, "intrinsicContentSize"]).subtracting(["bounds"])
        return SyntaxSearch.all(DeclReferenceExprSyntax.self, in: declaration) { reference in
            let name = reference.baseName.text
            guard name == "bounds" || names.contains(name) else { return false }
            let use: Syntax
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return false }
                use = Syntax(member)
            } else if !Scopes.declarations(of: name, at: reference).isEmpty {
                // A parameter or local (`super.init(frame: frame)`).
                return false
            } else if reference.parent?.is(MemberAccessExprSyntax.self) == true || reference.parent?.is(FunctionCallExprSyntax.self) == true
                        || reference.parent?.is(ExprListSyntax.self) == true || reference.parent?.is(LabeledExprSyntax.self) == true
                        || reference.parent?.is(InfixOperatorExprSyntax.self) == true {
                use = Syntax(reference)
            } else {
                return false
            }
            return name != "bounds" || Self.isWritten(use)
        }.isEmpty == false
    }

    /// `x = v` or `x.y = v` (`bounds.size = ...`).
    private static func isWritten(_ node: Syntax) -> Bool {
        var current = node
        while true {
            if Assignment.value(assignedTo: current) != nil { return true }
            guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id else { return false }
            current = Syntax(member)
        }
    }

    /// `badge.frame`, `badge.sizeToFit()`, `badge.layer.frame`: on a reference in its scope, and,
    /// for a property, anywhere in this file (an extension of its type) on `badge` or `self.badge`;
    /// in its builder, on anything.
    private func usesFrame(_ view: CodeCreatedView, references: [ExprSyntax]) -> Bool {
        func isFrameMember(_ member: MemberAccessExprSyntax) -> Bool {
            let name = member.declName.baseName.text
            if Self.frameMembers.contains(name) { return true }
            guard name == "layer" else { return false }
            var node = Syntax(member)
            while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) { node = parent }
            guard let outer = node.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == node.id else { return false }
            return Self.layerFrameMembers.contains(outer.declName.baseName.text)
        }
        if let builder = view.builder, !SyntaxSearch.all(MemberAccessExprSyntax.self, in: builder, where: isFrameMember).isEmpty { return true }
        for reference in references {
            let node = HelperCall.unwrappedUse(reference)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id, isFrameMember(member) { return true }
        }
        guard view.isProperty else { return false }
        return SyntaxSearch.all(MemberAccessExprSyntax.self, in: context.tree) { member in
            guard let base = member.base, isFrameMember(member) else { return false }
            return AnchorPin.key(base) == view.name
        }.isEmpty == false
    }

    /// `badge.translatesAutoresizingMaskIntoConstraints = true` (any write left: the rule only
    /// gets here when none sets false).
    private func setsPropertyInFile(_ view: CodeCreatedView) -> Bool {
        SyntaxSearch.all(MemberAccessExprSyntax.self, in: context.tree) { member in
            member.declName.baseName.text == AutoLayoutOptIn.property && member.base.map { AnchorPin.key($0) == view.name } == true
        }.isEmpty == false
    }

    /// `UILabel(frame: rect)` with a frame other than zero (in its builder too).
    private func createdWithFrame(_ view: CodeCreatedView) -> Bool {
        guard let value = view.binding.initializer?.value else { return true }
        let zero: Set<String> = [".zero", "CGRect.zero", "CGRect()", ".init()", "CGRectZero"]
        return SyntaxSearch.all(LabeledExprSyntax.self, in: value) { argument in
            argument.label?.text == "frame" && !zero.contains(argument.expression.trimmedDescription)
        }.isEmpty == false
    }

    /// A `var` assigned another view somewhere.
    private func isReassigned(_ declaration: VariableDeclSyntax, references: [ExprSyntax]) -> Bool {
        guard declaration.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
        return references.contains { Assignment.value(assignedTo: $0) != nil }
    }

    // MARK: - The constraints

    /// An element of `NSLayoutConstraint.activate([...])` or `<constraint>.isActive = true`: the
    /// constraint is active from there on, with its required priority.
    private static func isActivatedDirectly(_ pin: AnchorPin) -> Bool {
        if let member = pin.call.parent?.as(MemberAccessExprSyntax.self), member.base?.id == pin.call.id, member.declName.baseName.text == "isActive" {
            return Assignment.value(assignedTo: member)?.trimmedDescription == "true"
        }
        guard let element = pin.call.parent?.as(ArrayElementSyntax.self),
              let argument = element.parent?.parent?.as(ArrayExprSyntax.self)?.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1 else { return false }
        return call.calledExpression.trimmedDescription == "NSLayoutConstraint.activate"
    }

    /// Behind an `if`, a `switch`, a loop, a `guard`, `defer`, a ternary or `#if` between the
    /// constraint and `outer`: it may not run when the insertion does.
    private static func isConditional(_ call: FunctionCallExprSyntax, below outer: Syntax) -> Bool {
        var node = call.parent
        while let current = node, current.id != outer.id {
            if current.is(IfExprSyntax.self) || current.is(SwitchExprSyntax.self) || current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self)
                || current.is(RepeatStmtSyntax.self) || current.is(GuardStmtSyntax.self) || current.is(DeferStmtSyntax.self)
                || current.is(TernaryExprSyntax.self) || current.is(IfConfigDeclSyntax.self) || current.is(OptionalChainingExprSyntax.self) {
                return true
            }
            node = current.parent
        }
        return false
    }

    struct Coverage {
        /// The view's anchors the constraints fix, in `order`.
        let anchors: [String]
        /// "its width and height", "its height": what its intrinsic content size gives.
        let intrinsic: String?
    }

    /// The anchors of the view the equality constraints fix; nil unless they fix its position
    /// on both axes and its size (or its intrinsic content size gives the rest).
    private func coverage(of view: CodeCreatedView, mentions: [AnchorPin], references: [ExprSyntax]) -> Coverage? {
        func isView(_ expression: ExprSyntax?) -> Bool {
            guard let expression else { return false }
            return references.contains { $0.id == expression.id || $0.id == ConstraintExpressions.unwrapped(expression).id }
        }
        var anchors: Set<String> = []
        for pin in mentions where pin.relation.hasPrefix("equalTo") {
            // Only where it is the first item: as the second, the constraint places the other view
            // from it; its own width to its own height (an aspect ratio) fixes neither alone.
            guard isView(pin.item), !isView(pin.other) else { continue }
            anchors.insert(Self.horizontal[pin.edge] ?? pin.edge)
        }
        let isSDK = !index.declaresType(named: view.typeName) || index.types(named: view.typeName).allSatisfy { $0.kind == .extension }
        let intrinsicWidth = isSDK && Self.intrinsicBoth.contains(view.typeName)
        let intrinsicHeight = isSDK && (Self.intrinsicBoth.contains(view.typeName) || Self.intrinsicHeight.contains(view.typeName))
        let xPositions = anchors.filter { Self.horizontal.values.contains($0) }.count
        let yPositions = anchors.filter(Self.vertical.contains).count
        let width = anchors.contains("width"), height = anchors.contains("height")
        let usesIntrinsicWidth = xPositions < 2 && !width
        let usesIntrinsicHeight = yPositions < 2 && !height
        guard xPositions >= 1, yPositions >= 1, !usesIntrinsicWidth || intrinsicWidth, !usesIntrinsicHeight || intrinsicHeight else { return nil }
        let intrinsic: String? = switch (usesIntrinsicWidth, usesIntrinsicHeight) {
        case (true, true): "its width and height"
        case (true, false): "its width"
        case (false, true): "its height"
        case (false, false): nil
        }
        return Coverage(anchors: Self.order.filter(anchors.contains), intrinsic: intrinsic)
    }

    // MARK: - Placement

    /// The offset where the line after `declaration` starts, when nothing else shares its lines.
    private func lineAfter(_ declaration: VariableDeclSyntax) -> Int? {
        guard startsItsLine(declaration), let last = declaration.lastToken(viewMode: .sourceAccurate),
              let next = last.nextToken(viewMode: .sourceAccurate), next.leadingTrivia.first?.isNewline == true else { return nil }
        let lines = context.parsed.lines
        let line = lines.lineIndex(of: last.endPositionBeforeTrailingTrivia.utf8Offset)
        guard lines.lineIndex(of: last.endPosition.utf8Offset) == line || last.trailingTrivia.isEmpty, line + 1 < lines.lineStarts.count,
              lines.lineStarts[line + 1] <= next.positionAfterSkippingLeadingTrivia.utf8Offset else { return nil }
        return lines.lineStarts[line + 1]
    }

    /// Nothing but blanks and comments before `node` on its line.
    private func startsItsLine(_ node: some SyntaxProtocol) -> Bool {
        guard let first = node.firstToken(viewMode: .sourceAccurate) else { return false }
        guard let previous = first.previousToken(viewMode: .sourceAccurate) else { return true }
        let lines = context.parsed.lines
        return lines.lineIndex(of: previous.endPositionBeforeTrailingTrivia.utf8Offset)
            < lines.lineIndex(of: first.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Where the comments above `node` (after its previous line) begin, so the insertion does
    /// not come between a statement and the comment describing it; `node` itself without any.
    private func startOfLeadingComments(_ node: some SyntaxProtocol) -> Int {
        var offset = node.position.utf8Offset
        for piece in node.leadingTrivia {
            if piece.isComment { return offset }
            offset += piece.sourceLength.utf8Length
        }
        return node.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    // MARK: - The note

    private func note(_ view: CodeCreatedView, mentions: [AnchorPin], coverage: Coverage) -> String {
        let numbers = Set(mentions.map { context.position(of: $0.call).line }).sorted()
        var ranges: [String] = []
        var start = numbers[0], end = numbers[0]
        for number in numbers.dropFirst() {
            if number == end + 1 { end = number; continue }
            ranges.append(start == end ? "\(start)" : "\(start)-\(end)")
            (start, end) = (number, number)
        }
        ranges.append(start == end ? "\(start)" : "\(start)-\(end)")
        let lines = (numbers.count == 1 ? "line " : "lines ") + ranges.joined(separator: ", ")
        let anchors = Self.list(coverage.anchors)
        let access = (view.binding.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.first { ["private", "fileprivate"].contains($0.name.text) })
            .map(\.name.text) ?? "private"
        let reach = view.isProperty ? "it is `\(access)`: no other file can reach it" : "it is a local: no other file can reach it"
        let intrinsic = coverage.intrinsic.map { "; \($0) from its intrinsic content size as a `\(view.typeName)`" } ?? ""
        return "`\(view.name)` is created in code (line \(context.position(of: view.binding).line)) and nothing in this project sets its "
            + "`translatesAutoresizingMaskIntoConstraints` or lays it out by frame (\(reach), and this file uses no `frame`, `bounds`, "
            + "`center`, `autoresizingMask` or `sizeToFit` on it). Setting it to false stops its autoresizing mask from turning its frame "
            + "(size and position) into constraints, which conflict with its anchors: its size and position now come only from the "
            + "constraints at \(lines) (its \(anchors) anchors)\(intrinsic)"
    }

    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
