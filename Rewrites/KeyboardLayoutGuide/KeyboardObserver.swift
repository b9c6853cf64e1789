import ModernizeCore
import SwiftSyntax

/// One registration for a keyboard notification and the code that handles it: the selector's
/// method (in the same type, in this file), the block, or the closures of a Combine chain.
struct KeyboardObserver {
    let call: FunctionCallExprSyntax
    /// `keyboardWillShowNotification`, `UIKeyboardWillShow`.
    let notification: String
    /// "its handler `keyboardWillShow(_:)` (line 30)", "its block" or "its sink".
    let handlerName: String
    let bodies: [Syntax]
    /// The names the handler gives the notification (its parameter, the loop variable): a
    /// handler passing it on may read the frame through a helper.
    var notificationNames: Set<String> = []
    /// `for await` over `notifications(named:)`: no observer to remove, a loop to end.
    var isAsyncSequence: Bool { call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "notifications" }

    /// `keyboardWillShowNotification`, `UIKeyboardWillShowNotification`, `UIKeyboardWillShow`...
    static func keyboardNotification(_ expression: ExprSyntax) -> String? {
        let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name else { return nil }
        for event in ["WillShow", "DidShow", "WillHide", "DidHide", "WillChangeFrame", "DidChangeFrame"] {
            if name == "keyboard\(event)Notification" || name == "UIKeyboard\(event)" || name == "UIKeyboard\(event)Notification" { return name }
        }
        return nil
    }

    static func find(in tree: SourceFileSyntax, context: RuleContext) -> [KeyboardObserver] {
        SyntaxSearch.all(FunctionCallExprSyntax.self, in: tree).compactMap { observer(at: $0, tree: tree, context: context) }
    }

    private static func observer(at call: FunctionCallExprSyntax, tree: SourceFileSyntax, context: RuleContext) -> KeyboardObserver? {
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        let arguments = Array(call.arguments)
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        switch callee {
        case "addObserver":
            if let nameExpression = argument("name"), let notification = keyboardNotification(nameExpression),
               let selector = argument("selector")?.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
               let target = selector.arguments.first?.expression {
                let handler = target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                guard let handler, let method = TypeMethods(around: call, in: tree).method(named: handler) else { return nil }
                let label = "its handler `\(handler)(\(method.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()))` (line \(context.position(of: method).line))"
                let parameter = method.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
                return KeyboardObserver(call: call, notification: notification, handlerName: label, bodies: [Syntax(method)], notificationNames: Set([parameter].compactMap { $0 }))
            }
            if let nameExpression = argument("forName"), let notification = keyboardNotification(nameExpression) {
                let closure = call.trailingClosure ?? argument("using")?.as(ClosureExprSyntax.self)
                guard let closure else { return nil }
                return KeyboardObserver(call: call, notification: notification, handlerName: "its block", bodies: [Syntax(closure)], notificationNames: Self.parameterNames(of: [closure]))
            }
            return nil
        case "publisher":
            guard let nameExpression = argument("for"), let notification = keyboardNotification(nameExpression) else { return nil }
            // `.publisher(for:).map { ... }.sink { ... }`: every closure of the chain up to the sink.
            var closures: [Syntax] = []
            var current = Syntax(call)
            var sawSink = false
            while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
                  let next = access.parent?.as(FunctionCallExprSyntax.self) {
                closures += SyntaxSearch.all(ClosureExprSyntax.self, in: next.arguments).map(Syntax.init)
                if let trailing = next.trailingClosure { closures.append(Syntax(trailing)) }
                sawSink = sawSink || access.declName.baseName.text == "sink"
                current = Syntax(next)
            }
            guard sawSink, !closures.isEmpty else { return nil }
            return KeyboardObserver(
                call: call, notification: notification, handlerName: "its sink", bodies: closures,
                notificationNames: Self.parameterNames(of: closures.compactMap { $0.as(ClosureExprSyntax.self) }.prefix(1)))
        case "notifications":
            // `for await notification in center.notifications(named: ...) { body }`.
            guard let nameExpression = argument("named"), let notification = keyboardNotification(nameExpression),
                  let loop = Ancestors.nearest(ForStmtSyntax.self, above: call), loop.sequence.range.contains(call.position),
                  loop.awaitKeyword != nil else { return nil }
            let names = Set(SyntaxSearch.all(IdentifierPatternSyntax.self, in: loop.pattern).map(\.identifier.text))
            return KeyboardObserver(
                call: call, notification: notification, handlerName: "its `for await` loop (line \(context.position(of: loop).line))",
                bodies: [Syntax(loop.body)], notificationNames: names)
        default:
            return nil
        }
    }
}

extension KeyboardObserver {
    /// A closure's parameter names (`notification` in `{ notification in ... }`, or `$0`).
    static func parameterNames(of closures: some Sequence<ClosureExprSyntax>) -> Set<String> {
        var names: Set<String> = []
        for closure in closures {
            let parameters = closure.signature?.parameterClause
            if let shorthand = parameters?.as(ClosureShorthandParameterListSyntax.self) {
                names.formUnion(shorthand.map(\.name.text))
            } else if let list = parameters?.as(ClosureParameterClauseSyntax.self) {
                names.formUnion(list.parameters.map { ($0.secondName ?? $0.firstName).text })
            } else {
                names.insert("$0")
            }
        }
        return names
    }
}

/// The methods of the type around a node, from its declaration and extensions in this file.
struct TypeMethods {
    let methods: [FunctionDeclSyntax]

    init(around node: some SyntaxProtocol, in tree: SourceFileSyntax) {
        guard let group = Ancestors.enclosingTypeDeclaration(of: node) else { methods = []; return }
        let name = group.as(ClassDeclSyntax.self)?.name.text ?? group.as(StructDeclSyntax.self)?.name.text
            ?? group.as(ExtensionDeclSyntax.self).flatMap { SyntaxQueries.baseTypeName($0.extendedType) }
        let groups: [any DeclGroupSyntax] = SyntaxSearch.all(ClassDeclSyntax.self, in: tree, skipping: .codeBlocks) { $0.name.text == name }
            + SyntaxSearch.all(StructDeclSyntax.self, in: tree, skipping: .codeBlocks) { $0.name.text == name }
            + SyntaxSearch.all(ExtensionDeclSyntax.self, in: tree, skipping: .codeBlocks) { SyntaxQueries.baseTypeName($0.extendedType) == name }
        methods = groups.flatMap { SyntaxSearch.all(FunctionDeclSyntax.self, in: $0.memberBlock, skipping: .codeBlocks) }
    }

    func method(named name: String) -> FunctionDeclSyntax? {
        methods.first { $0.name.text == name && $0.body != nil }
    }
}
