// SwiftUI's macros as the API model declares them (test infrastructure, not product code): their
// stand-in implementations are the APIModelMacros plugin the golden type-check loads.

/// iOS 26: synthesizes `animatableData` from the stored properties and adds `Animatable`.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "APIModelMacros", type: "AnimatableMacro")

/// iOS 26: keeps a stored property out of `@Animatable`'s `animatableData`.
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "APIModelMacros", type: "AnimatableIgnoredMacro")
