// Stand-ins for SwiftUI's macros, so golden files that use them type-check against the API model
// on Linux (test infrastructure, not product code). They add what the type-checker needs (the
// conformance), not SwiftUI's implementation.
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Animatable`: the `Animatable` conformance (the API model's default `animatableData` then
/// satisfies it; SwiftUI's macro synthesizes one from the stored properties).
public struct AnimatableMacro: ExtensionMacro, MemberMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Animatable {}")]
    }

    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@AnimatableIgnored`: a marker.
public struct AnimatableIgnoredMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

@main
struct APIModelMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [AnimatableMacro.self, AnimatableIgnoredMacro.self]
}
