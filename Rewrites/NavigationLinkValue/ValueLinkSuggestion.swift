import ModernizeCore
import SwiftSyntax

/// The finding for one destination link: the value link and the `.navigationDestination(for:)`
/// to write, built from the link's own destination and label, and what the change needs (a
/// Hashable value, a NavigationStack around the link).
struct ValueLinkSuggestion {
    let context: RuleContext
    let link: DestinationLink
    let name: TokenSyntax

    func site() -> Site {
        let container = NavigationContainer(around: link.call)
        let head = "NavigationLink(destination:) builds its destination view when the link is built and cannot be pushed from code or state; NavigationLink(value:) pushes a value that `.navigationDestination(for:)` turns into the view, inside a NavigationStack"
        guard let (type, call) = link.destinationCall, call.arguments.count == 1, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              let (value, owner, label) = Self.pushedValue(call.arguments.first!, in: type, context) else {
            let shown = link.destination.map { "`\(Self.firstLine($0))`" } ?? "the destination closure"
            return context.finding(
                at: name, severity: .info,
                "\(head); \(shown) is not a view made from one value, so there is no value to push: make one that stands for the destination (an enum of routes such as `case detail(Item)`, Hashable) and switch on it in `.navigationDestination(for:)`, or keep this link; \(where_(container, value: nil))")
        }
        let valueType = self.valueType(of: value, in: owner, label: label)
        let parameter = Self.parameterName(for: value)
        let destinationView = link.destination!
        let uses = Self.occurrences(of: value, in: destinationView)
        let destination = RegionText.text(
            context, from: destinationView.positionAfterSkippingLeadingTrivia, to: destinationView.endPositionBeforeTrailingTrivia,
            replacing: parameter == value.trimmedDescription ? [] : uses.map { (Syntax($0), parameter) })
        let rowNames = self.rowNames(in: destinationView, besides: uses)
        let typeText = valueType.map { "\($0).self" } ?? "<#type of \(value.trimmedDescription)#>.self"
        var lines = [linkHead(value: value.trimmedDescription)]
        if let label = link.label { lines += RegionText.statements(of: label, context, indent: "    ") + ["}"] }
        lines += ["", "// \(placement(container)), outside List and lazy stacks:", ".navigationDestination(for: \(typeText)) { \(parameter) in"]
        lines += LineBlock.reindented("\n" + String(repeating: " ", count: RegionText.column(of: link.destination!, context)) + destination, to: "    ") + ["}"]
        return context.finding(
            at: name,
            "\(head); the value here is `\(value.trimmedDescription)`, \(hashable(valueType)); \(where_(container, value: valueType))"
                + (rowNames.isEmpty ? "" : "; the destination also reads \(ProseList.join(rowNames.map { "`\($0)`" })), declared around the link, which the destination closure cannot see: make the value carry what it needs"),
            suggestion: lines.joined(separator: "\n"))
    }

    /// The value to push for the destination's one argument, with the type and label it is
    /// passed under: the argument itself, or, when the argument builds an object from one value
    /// (`Detail(model: DetailModel(item: item))`), that value, built in the destination
    /// modifier instead of pushing a new object.
    static func pushedValue(_ argument: LabeledExprSyntax, in type: String, _ context: RuleContext) -> (ExprSyntax, String?, String?)? {
        var value = argument.expression
        var owner: String? = type
        var label = argument.label?.text
        while let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true {
                owner = name
            } else if call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.text == "init" }) == true {
                // `.init(item:)` builds the type of the property it is passed to.
                owner = owner.flatMap { owner in context.index.types(named: owner).flatMap(\.properties).first { $0.name == label }?.type }
                    .flatMap { TypeRef(parsing: $0)?.nominalName }
            } else { break }
            label = call.arguments.first!.label?.text
            value = call.arguments.first!.expression
        }
        // A closure or a call is no value to push.
        guard !value.is(ClosureExprSyntax.self), !value.is(FunctionCallExprSyntax.self) else { return nil }
        return (value, owner, label)
    }

    /// Every occurrence of the value's expression in the destination (`post.author` in
    /// `AuthorView(author: post.author).navigationTitle(post.author.name)`), outermost only.
    static func occurrences(of value: ExprSyntax, in destination: ExprSyntax) -> [ExprSyntax] {
        let text = value.trimmedDescription
        var found: [ExprSyntax] = []
        for node in SyntaxSearch.all(Syntax.self, in: destination) {
            guard let expression = node.as(ExprSyntax.self), expression.trimmedDescription == text,
                  !found.contains(where: { expression.position >= $0.position && expression.endPosition <= $0.endPosition }) else { continue }
            found.append(expression)
        }
        return found
    }

    /// Names the destination reads (besides the value) that a closure around the link binds:
    /// a List row's `item`, out of scope on the stack's root.
    private func rowNames(in destination: ExprSyntax, besides uses: [ExprSyntax]) -> [String] {
        var bound: Set<String> = []
        for ancestor in Ancestors.all(above: link.call) {
            guard let closure = ancestor.as(ClosureExprSyntax.self) else { continue }
            switch closure.signature?.parameterClause {
            case .simpleInput(let names): bound.formUnion(names.map(\.name.text))
            case .parameterClause(let clause): bound.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
            case nil: break
            }
        }
        var names: [String] = []
        for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: destination) where bound.contains(reference.baseName.text) {
            let inValue = uses.contains { reference.position >= $0.position && reference.endPosition <= $0.endPosition }
            if !inValue, !names.contains(reference.baseName.text) { names.append(reference.baseName.text) }
        }
        return names
    }

    /// Where the suggestion's destination modifier goes, as its comment says.
    private func placement(_ container: NavigationContainer?) -> String {
        switch container?.name {
        case "NavigationStack"?: "once, on the NavigationStack's root view"
        case "NavigationSplitView"?: "once, on the view of the column that holds the link"
        case "NavigationView"?: "once, on the root view of the NavigationStack that replaces the NavigationView"
        default: "once, on a view inside the NavigationStack that shows this view"
        }
    }

    private func linkHead(value: String) -> String {
        if let title = link.title { return "NavigationLink(\(title.trimmedDescription), value: \(value))" }
        return "NavigationLink(value: \(value)) {"
    }

    /// The value's type: the destination's stored property of the argument's label (its
    /// memberwise initializer), else the resolver's type of the expression.
    private func valueType(of value: ExprSyntax, in destination: String?, label: String?) -> String? {
        if let destination, let label, let written = context.index.types(named: destination).flatMap(\.properties).first(where: { $0.name == label && !$0.isStatic })?.type {
            return written
        }
        guard let type = context.types.type(of: value).type, !type.isOptional else { return nil }
        return type.description
    }

    private func hashable(_ type: String?) -> String {
        guard let type else { return "whose type the tool does not know: it must be Hashable, and its type replaces the placeholder below" }
        guard let name = TypeRef(parsing: type)?.nominalName else { return "of type `\(type)`, which must be Hashable" }
        switch Conformance.of(name, to: "Hashable", in: context.index) {
        case .yes(let location): return "of type `\(type)`, which is Hashable (\(location))"
        case .no(let location): return "of type `\(type)`, which must be Hashable and does not say so (\(location)): add `Hashable` to its conformances"
        case .unknown: return "of type `\(type)`, which must be Hashable (the tool cannot check that here)"
        }
    }

    /// Where the destination modifier goes, from the container around the link.
    private func where_(_ container: NavigationContainer?, value: String?) -> String {
        guard let container else {
            let owner = Ancestors.enclosingTypeName(of: link.call).map { "`\($0)`" } ?? "this view"
            return "no NavigationStack holds the link in this file: \(owner) must be shown inside one, with the destination modifier on a view of that stack (a value link outside a stack does nothing)"
        }
        let at = context.position(of: container.call)
        let root = container.root.map { " (`\(Self.firstLine($0))` at \(context.position(of: $0)))" } ?? ""
        switch container.name {
        case "NavigationStack":
            if let first = container.root, Self.firstLine(first).hasPrefix("ForEach") {
                return "the NavigationStack at \(at) holds the link: put the destination modifier on a view around its root ForEach\(root) (on the ForEach itself it would be declared once per row)"
            }
            return "the NavigationStack at \(at) holds the link: put the destination modifier on its root view\(root)"
        case "NavigationSplitView":
            return "the NavigationSplitView at \(at) holds the link: put the destination modifier on the column's view that holds it, or drive the detail column with a List selection instead"
        default:
            return "it is inside a NavigationView (\(at)), which is deprecated and where a value link needs a NavigationStack: migrate the NavigationView first (rule navigation-stack), then put the destination modifier on the stack's root view\(root)"
        }
    }

    /// `item` for `item` and `post.author` -> `author`; `value` otherwise.
    static func parameterName(for value: ExprSyntax) -> String {
        if let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil, case .identifier = reference.baseName.tokenKind {
            return reference.baseName.text
        }
        if let member = value.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
        return "value"
    }

    static func firstLine(_ node: some SyntaxProtocol) -> String {
        String(node.trimmedDescription.split(separator: "\n").first ?? "")
    }
}
