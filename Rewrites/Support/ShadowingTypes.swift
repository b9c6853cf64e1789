import ModernizeCore
import SwiftSyntax

/// Project types named like an SDK type (a workout app's `final class Timer`): where one is
/// declared, the bare name means the project's type in its module, so a rule that recognises an
/// SDK call by its type's name (`Timer.scheduledTimer(…)`) must not rewrite it.
public enum ShadowingTypes {
    /// Index triggers that bring the files declaring a type named `name` into the index.
    public static func indexTriggers(for name: String) -> [String] {
        ["class", "struct", "enum", "actor", "protocol", "typealias"].map { "\($0) \(name)" }
    }

    /// Where a type named `name` is declared: in this file at any depth (a nested one shadows
    /// only inside its parent, which the rule does not check: the conservative side), else at the
    /// top level of an indexed file (`Timer.swift:4:1`). Nil: the name is the SDK's.
    public static func declaration(of name: String, in context: RuleContext) -> String? {
        let local = SyntaxSearch.first(TokenSyntax.self, in: context.tree) { token in
            guard token.text == name, let parent = token.parent, isTypeDeclaration(parent) else { return false }
            return parent.asProtocol((any NamedDeclSyntax).self)?.name.id == token.id
        }
        if let local { return "\(context.path):\(context.position(of: local))" }
        return projectDeclaration(of: name, in: context.index)?.location.description
    }

    /// A top-level type named `name` in an indexed file (not an extension): it shadows the
    /// SDK's type of that name in its whole module.
    public static func projectDeclaration(of name: String, in index: ProjectIndex) -> TypeFacts? {
        index.types(named: name).first { $0.kind != .extension && $0.parents.isEmpty }
    }

    private static func isTypeDeclaration(_ node: Syntax) -> Bool {
        node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self)
            || node.is(ProtocolDeclSyntax.self) || node.is(TypeAliasDeclSyntax.self)
    }
}
