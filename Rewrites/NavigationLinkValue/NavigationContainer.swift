import ModernizeCore
import SwiftSyntax

/// The navigation container around a link in this file: the NavigationStack,
/// NavigationSplitView or (deprecated) NavigationView whose content closure holds it.
struct NavigationContainer {
    let name: String
    let call: FunctionCallExprSyntax
    /// The first view of the container's content: where a destination modifier goes.
    let root: Syntax?

    static let names: Set<String> = ["NavigationStack", "NavigationSplitView", "NavigationView"]

    init?(around link: FunctionCallExprSyntax) {
        guard let found = Ancestors.callsTakingClosures(around: link).first(where: { Self.names.contains($0.name.text) && $0.call.calledExpression.is(DeclReferenceExprSyntax.self) }) else {
            return nil
        }
        name = found.name.text
        call = found.call
        root = (found.call.trailingClosure?.statements.first?.item).map(Syntax.init)
    }
}
