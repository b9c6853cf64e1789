import ModernizeCore
import SwiftSyntax

/// One deprecated window lookup on a `UIApplication`: `app.keyWindow`, or `app.windows` and
/// what the code takes from it (the key window, the first or last window, or the whole array).
struct WindowLookup {
    enum Shape {
        /// `keyWindow`, `windows.first(where: \.isKeyWindow)`, `windows.filter { $0.isKeyWindow }.first`.
        case keyWindow
        /// `windows.first`, `windows.last`: one window, key or not.
        case oneWindow
        /// `windows[0]`: one window, not optional (the replacements are).
        case firstByIndex
        /// `windows` used as the array.
        case allWindows
    }

    /// The whole lookup as written (`UIApplication.shared.windows.first { $0.isKeyWindow }`):
    /// what the suggestion replaces.
    let expression: ExprSyntax
    /// The `UIApplication` expression (`UIApplication.shared`, `application`); nil for a bare
    /// `windows` in the application's own code (implicit `self`).
    let application: ExprSyntax?
    /// `keyWindow` or `windows`.
    let member: TokenSyntax
    let shape: Shape

    /// Recognises the lookup starting at a `keyWindow` / `windows` reference (`app.windows` or a
    /// bare `windows`); the receiver's type is the caller's question.
    init?(reference: ExprSyntax) {
        let name: TokenSyntax
        if let access = reference.as(MemberAccessExprSyntax.self) {
            guard access.base != nil else { return nil }  // `.windows`: an enum case or a static member
            name = access.declName.baseName
            application = access.base
        } else if let bare = reference.as(DeclReferenceExprSyntax.self) {
            name = bare.baseName
            application = nil
        } else {
            return nil
        }
        member = name
        switch name.text {
        case "keyWindow":
            expression = reference
            shape = .keyWindow
        case "windows":
            (expression, shape) = Self.use(of: reference)
        default:
            return nil
        }
    }

    /// What the code takes from `windows`: the expression up to that choice, and its shape.
    private static func use(of windows: ExprSyntax) -> (ExprSyntax, Shape) {
        if let subscriptCall = windows.parent?.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == windows.id,
           subscriptCall.arguments.count == 1, subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "0" {
            return (ExprSyntax(subscriptCall), .firstByIndex)
        }
        guard let next = windows.parent?.as(MemberAccessExprSyntax.self), next.base?.id == windows.id else { return (windows, .allWindows) }
        let method = next.declName.baseName.text
        let call = next.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == next.id ? $0 : nil }
        switch (method, call) {
        case ("first", nil), ("last", nil):
            return (ExprSyntax(next), .oneWindow)
        case ("first", let call?) where isKeyWindowPredicate(call):
            return (ExprSyntax(call), .keyWindow)
        case ("filter", let call?) where isKeyWindowPredicate(call):
            // `.filter { $0.isKeyWindow }.first`
            if let first = call.parent?.as(MemberAccessExprSyntax.self), first.base?.id == call.id, first.declName.baseName.text == "first",
               first.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != first.id {
                return (ExprSyntax(first), .keyWindow)
            }
            return (windows, .allWindows)
        default:
            return (windows, .allWindows)
        }
    }

    /// `(where: \.isKeyWindow)`, `(\.isKeyWindow)`, `{ $0.isKeyWindow }`, `(where: { $0.isKeyWindow })`,
    /// `{ window in window.isKeyWindow }`: the call's only argument selects the key window.
    private static func isKeyWindowPredicate(_ call: FunctionCallExprSyntax) -> Bool {
        let arguments = Array(call.arguments)
        let predicate: ExprSyntax
        if let closure = call.trailingClosure, arguments.isEmpty, call.additionalTrailingClosures.isEmpty {
            predicate = ExprSyntax(closure)
        } else if arguments.count == 1, call.trailingClosure == nil, let only = arguments.first {
            predicate = only.expression
        } else {
            return false
        }
        if let keyPath = predicate.as(KeyPathExprSyntax.self) {
            return keyPath.root == nil && keyPath.components.count == 1
                && keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text == "isKeyWindow"
        }
        guard let closure = predicate.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let access = closure.statements.first?.item.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "isKeyWindow",
              let base = access.base?.as(DeclReferenceExprSyntax.self) else { return false }
        switch closure.signature?.parameterClause {
        case nil: return base.baseName.text == "$0"
        case .simpleInput(let names): return names.count == 1 && names.first?.name.text == base.baseName.text
        case .parameterClause(let clause): return clause.parameters.count == 1 && (clause.parameters.first?.secondName ?? clause.parameters.first?.firstName)?.text == base.baseName.text
        }
    }
}
