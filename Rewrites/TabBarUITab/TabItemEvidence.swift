import ModernizeCore
import SwiftSyntax

/// The title and image a view controller's tab item gets in the code around the assignment:
/// `vc.tabBarItem = UITabBarItem(title: T, image: I, ...)`, or `vc.tabBarItem.title = T` and
/// `vc.tabBarItem.image = I`, as statements of the same function.
struct TabItemEvidence {
    var title: ExprSyntax?
    var image: ExprSyntax?

    init() {}

    init(for element: String, in scope: Syntax) {
        for sequence in SyntaxSearch.all(SequenceExprSyntax.self, in: scope, skipping: .closuresAndFunctions) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            let target = Self.withoutSelf(elements[0].trimmedDescription)
            if target == element + ".tabBarItem", let call = elements[2].as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UITabBarItem" {
                let arguments = Array(call.arguments)
                guard arguments.count == 3, arguments[0].label?.text == "title", arguments[1].label?.text == "image" else { continue }
                title = arguments[0].expression
                image = arguments[1].expression
            } else if target == element + ".tabBarItem.title" {
                title = elements[2]
            } else if target == element + ".tabBarItem.image" {
                image = elements[2]
            }
        }
    }

    static func withoutSelf(_ text: String) -> String {
        text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }
}
