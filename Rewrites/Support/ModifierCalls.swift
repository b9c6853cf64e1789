import ModernizeCore
import SwiftSyntax

/// Calls of a method by name, as SwiftUI modifiers are written: `view.name(...)`, `.name(...)`
/// on the next line of a chain, or `name(...)` on implicit `self` in a `View` extension.
public enum ModifierCalls {
    public static func find(named name: String, in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
            guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            let callee = reference.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(reference)
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.id != reference.id { return nil }
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
            return call
        }
    }

    /// The method's name token: where a site is reported (a modifier's base may start lines above).
    public static func name(of call: FunctionCallExprSyntax) -> TokenSyntax {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName ?? call.firstToken(viewMode: .sourceAccurate)!
    }

    /// Argument labels as a selector: `_:antialiased:`.
    public static func labels(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.text ?? "_" }
    }

    /// Does the file import `module` at its top level?
    public static func imports(_ module: String, in tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == module }
    }

    /// "File.swift:3:5" of the first project function with this name (and these argument
    /// labels, when given), from the index.
    public static func projectFunction(named name: String, labels: [[String]]? = nil, in index: ProjectIndex) -> String? {
        (index.functionsByName[name] ?? []).filter { labels?.contains($0.labels) ?? true }
            .map(\.location.description).sorted().first
    }
}
