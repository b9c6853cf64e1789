import ModernizeCore
import SwiftSyntax

/// A hand-written `var animatableData` in an animatable type (a `Shape`, `ViewModifier`,
/// `GeometryEffect`, or anything declaring `Animatable`) whose getter and setter only read and
/// store stored properties (one, or `AnimatablePair`s of them) -> `@Animatable` on the type,
/// without the property, other stored `var`s marked `@AnimatableIgnored` so that the same
/// properties animate as before: a review rewrite from iOS 26.
///
/// Review, not safe: the macro decides what animates from the stored properties from then on
/// (a `var` added later animates unless ignored), and its animatableData nests the values in
/// its own order. Every property the macro takes is one the getter returned as a component of
/// AnimatableData, so its type is animatable. Below iOS 26, in an extension, with an animated
/// and a non-animated property declared together, or for an `animatableData` that computes,
/// clamps or derives, a finding says why.
public struct AnimatableMacro: Codemod {
    public let description = RuleDescription(
        id: "animatable-macro",
        legacy: "var animatableData { get { AnimatablePair(a, b) } set { a = newValue.first; b = newValue.second } }",
        modern: "@Animatable (and @AnimatableIgnored on the other stored properties)",
        since: IOSVersion(26),
        rationale: "The macro synthesizes animatableData from the stored properties, so a new property cannot be forgotten in the pair and the boilerplate goes away.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "pulse-modifier",
                before: """
                    import SwiftUI

                    struct Pulse: ViewModifier, Animatable {
                        var scale: Double

                        var animatableData: Double {
                            get { scale }
                            set { scale = newValue }
                        }

                        func body(content: Content) -> some View {
                            content.opacity(scale)
                        }
                    }
                    """,
                after: """
                    import SwiftUI

                    @Animatable
                    struct Pulse: ViewModifier, Animatable {
                        var scale: Double

                        func body(content: Content) -> some View {
                            content.opacity(scale)
                        }
                    }
                    """,
                findings: ["review: `Pulse` gets @Animatable"]),
        ])

    public let triggers = ["animatableData"]

    /// Whether a type declared elsewhere is animatable (`extension Wave: Animatable`).
    public let indexInterest = IndexInterest(triggers: ["animatableData", "Animatable"])

    public init() {}

    /// Protocols whose conformers are Animatable.
    static let animatableProtocols: Set<String> = ["Animatable", "Shape", "InsettableShape", "GeometryEffect", "AnimatableModifier", "VectorArithmetic"]

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        guard ModifierCalls.imports("SwiftUI", in: context.tree) else { return output }
        for declaration in SyntaxSearch.all(VariableDeclSyntax.self, in: context.tree) {
            guard declaration.bindings.count == 1, let binding = declaration.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "animatableData",
                  !declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                  Ancestors.isDirectMember(declaration), let owner = Ancestors.enclosingTypeDeclaration(of: declaration),
                  let name = Ancestors.enclosingTypeName(of: declaration) else { continue }
            guard isAnimatable(name, owner, context) else {
                if inherited(name, owner, context).contains("ViewModifier") {
                    // SwiftUI never reads it: @Animatable would add the conformance and start animating.
                    output.append(context.finding(
                        at: binding.pattern, severity: .info,
                        "`\(name)` declares animatableData but is a ViewModifier without Animatable, so SwiftUI never reads it and the modifier does not animate; @Animatable (iOS 26) would add the conformance and make it animate, a change to decide on: declare `Animatable` if it should animate today, or remove the property"))
                }
                continue
            }
            output.append(AnimatableSuggestion(context: context, declaration: declaration, binding: binding, owner: owner, typeName: name).site())
        }
        return DeploymentGate.apply(output, context, description)
    }

    /// The types the declaration and its extensions in this file inherit, by simple name.
    private func inherited(_ name: String, _ owner: some DeclGroupSyntax, _ context: RuleContext) -> [String] {
        let groups = FlagPresentation.declarations(named: name, in: context.tree) + [owner]
        return groups.flatMap { $0.inheritanceClause?.inheritedTypes.map { ProjectIndex.simpleName($0.type.trimmedDescription) } ?? [] }
    }

    /// The type (this declaration, its extensions in this file, or the index) conforms to an
    /// animatable protocol; a property named `animatableData` elsewhere is not this row's.
    private func isAnimatable(_ name: String, _ owner: some DeclGroupSyntax, _ context: RuleContext) -> Bool {
        if inherited(name, owner, context).contains(where: Self.animatableProtocols.contains) { return true }
        // `struct Wave: ViewModifier, Animatable` is common; a ViewModifier alone is not animatable.
        return Self.animatableProtocols.contains { context.index.conforms(name, to: $0) }
    }
}
