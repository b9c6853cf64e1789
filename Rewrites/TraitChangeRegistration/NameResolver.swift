import ModernizeCore
import SwiftSyntax

/// Does an unqualified `name` at `node` refer to a declaration inside the enclosing method (a
/// local, a parameter of a nested function or closure, a binding of if/guard/for/switch/catch, a
/// nested function)? The method's own parameters do not count (the one being moved is handled
/// apart), nor do a closure's parameters and captures seen from its own signature.
enum NameResolver {
    static func isLocal(_ name: String, at node: Syntax) -> Bool {
        let member = Ancestors.nearest(above: node) { $0.parent?.is(MemberBlockItemSyntax.self) == true }
        return Scopes.declarations(of: name, at: node).contains { declaration in
            if let parameter = declaration.as(FunctionParameterSyntax.self) {
                return Ancestors.nearest(FunctionSignatureSyntax.self, above: parameter)?.parent?.id != member?.id
            }
            if declaration.is(ClosureCaptureSyntax.self) || declaration.is(ClosureShorthandParameterSyntax.self)
                || declaration.is(ClosureParameterSyntax.self),
               let signature = Ancestors.nearest(ClosureSignatureSyntax.self, above: declaration),
               node.position >= signature.position, node.endPosition <= signature.endPosition {
                return false
            }
            return true
        }
    }
}
