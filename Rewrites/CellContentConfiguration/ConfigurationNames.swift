import ModernizeCore
import SwiftSyntax

/// Picks `content`, `content2`, ... so that no new variable collides with or shadows a name
/// used in the enclosing function (closures included) or declared by the enclosing type.
struct ConfigurationNames {
    private var taken: [SyntaxIdentifier: Set<String>] = [:]

    mutating func allocate(in scope: Syntax) -> String {
        let root = Self.outermostFunction(of: scope)
        var names = taken[root.id] ?? Self.namesUsed(in: root)
        var candidate = "content"
        var counter = 2
        while names.contains(candidate) {
            candidate = "content\(counter)"
            counter += 1
        }
        names.insert(candidate)
        taken[root.id] = names
        return candidate
    }

    /// The outermost function-like declaration or closure around `scope`.
    private static func outermostFunction(of scope: Syntax) -> Syntax {
        var result = scope
        for candidate in Ancestors.all(above: scope) {
            if candidate.is(MemberBlockSyntax.self) || Ancestors.enclosingScope(of: candidate) == nil { break }
            if Ancestors.isFunctionLike(candidate) { result = candidate }
        }
        return result
    }

    private static func namesUsed(in root: Syntax) -> Set<String> {
        var names = Set(root.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
        })
        // Members of the enclosing type: a local `content` would shadow a `content` property.
        if let members = Ancestors.nearest(MemberBlockSyntax.self, above: root) {
            for member in members.members {
                for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                }
            }
        }
        return names
    }
}
