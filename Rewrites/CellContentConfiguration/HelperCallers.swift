import ModernizeCore
import SwiftSyntax

/// Callers in this file of a helper that configures a cell it is given. A caller that passes
/// the cell on is never migrated itself (`CellSafety` refuses it); if it also sets that cell's
/// legacy labels, a configuration in the helper would hide them (and, through the reuse pool,
/// the labels set on other rows), so the helper must be left alone too.
enum HelperCallers {
    /// The first call of `helper` in the file whose caller also uses a legacy label of the
    /// cell it passes: the call and that use.
    static func callerSettingLabels(of helper: FunctionDeclSyntax, in context: RuleContext) -> (call: FunctionCallExprSyntax, use: Syntax)? {
        let name = helper.name.text
        let calls = SyntaxSearch.all(FunctionCallExprSyntax.self, in: context.tree) { call in
            ModifierCalls.name(of: call).text == name && isOwnCall(call)
        }
        for call in calls where !helper.range.contains(call.position) {
            guard let callerScope = Ancestors.enclosingScope(of: call) else { continue }
            for argument in call.arguments {
                guard let passed = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
                for label in ContentPropertyMap.labels.sorted() {
                    if let use = CellSafety.memberUse(label, of: passed, in: callerScope) { return (call, use) }
                }
            }
        }
        return nil
    }

    /// `helper(...)` or `self.helper(...)`: a call of this type's own method.
    private static func isOwnCall(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
