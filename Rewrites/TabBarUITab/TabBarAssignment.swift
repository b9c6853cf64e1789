import SwiftSyntax

/// `x.viewControllers = E` or `x.setViewControllers(E, animated: A)` (also bare, in a tab bar
/// controller's own code): the receiver, the array and how it was set.
struct TabBarAssignment {
    /// The statement's expression: where the site is reported.
    let node: ExprSyntax
    /// The receiver as written; nil for implicit `self`.
    let receiver: ExprSyntax?
    /// The `viewControllers` / `setViewControllers` reference (for a bare one's scope).
    let reference: ExprSyntax
    let controllers: ExprSyntax
    /// `animated:` of `setViewControllers(_:animated:)`; nil for the property.
    let animated: ExprSyntax?

    /// `lhs = rhs` with `lhs` naming `viewControllers`.
    init?(assignment sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = elements[0]
        if let access = target.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "viewControllers", let base = access.base {
            receiver = base
        } else if let bare = target.as(DeclReferenceExprSyntax.self), bare.baseName.text == "viewControllers" {
            receiver = nil
        } else {
            return nil
        }
        node = ExprSyntax(sequence)
        reference = target
        controllers = elements[2]
        animated = nil
    }

    /// `setViewControllers(E, animated: A)`.
    init?(call: FunctionCallExprSyntax) {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "animated", call.trailingClosure == nil else { return nil }
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "setViewControllers", let base = access.base {
            receiver = base
        } else if let bare = call.calledExpression.as(DeclReferenceExprSyntax.self), bare.baseName.text == "setViewControllers" {
            receiver = nil
        } else {
            return nil
        }
        node = ExprSyntax(call)
        reference = call.calledExpression
        controllers = arguments[0].expression
        animated = arguments[1].expression
    }

    /// `tabBarController.` / `` (implicit self).
    var receiverPrefix: String { receiver.map { $0.trimmedDescription + "." } ?? "" }
}
