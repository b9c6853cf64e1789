import ModernizeCore
import SwiftSyntax

/// The finding for one hand-written `animatableData`: the type with `@Animatable` when the
/// property only maps stored properties, or why it stays hand-written.
struct AnimatableSuggestion {
    let context: RuleContext
    let declaration: VariableDeclSyntax
    let binding: PatternBindingSyntax
    let owner: any DeclGroupSyntax
    let typeName: String

    func site() -> Site {
        if Self.isStored(binding) {
            // Nothing is written by hand: the stored value is what SwiftUI interpolates.
            return context.finding(
                at: binding.pattern, severity: .info,
                "`\(typeName)` stores animatableData itself (a stored property, no accessors): SwiftUI already interpolates it as it is, and @Animatable (iOS 26) would synthesize an animatableData of its own from the stored properties, which clashes with this one; to adopt the macro, rename it (e.g. `var progress: \(binding.typeAnnotation?.type.trimmedDescription ?? "Double")`) and let @Animatable synthesize animatableData, or keep it as it is")
        }
        guard !owner.is(ExtensionDeclSyntax.self) else {
            return context.finding(
                at: binding.pattern, severity: .info,
                "`\(typeName)` writes animatableData by hand in an extension: @Animatable (iOS 26) goes on the type's declaration, and synthesizes animatableData from all its stored properties; move this one there to check that it only maps stored properties")
        }
        let storedVars = Self.storedVars(of: owner)
        switch AnimatableDataMapping.of(binding, stored: Set(storedVars.map(\.name))) {
        case .failure(.reason(let reason, let node)):
            return context.finding(
                at: binding.pattern, severity: .info,
                "`\(typeName)` writes animatableData by hand and \(reason) (\(context.position(of: node))): @Animatable (iOS 26) would synthesize it from the stored properties themselves, so keep it hand-written unless the interpolated values can be stored as they are")
        case .success(let mapping):
            let animated = storedVars.filter { mapping.paths[$0.name] != nil }.map(\.name)
            let ignored = storedVars.filter { mapping.paths[$0.name] == nil }
            var replacements: [(range: Range<AbsolutePosition>, text: String)] = []
            let item = declaration.parent!.as(MemberBlockItemSyntax.self)!
            replacements.append((item.position..<item.endPositionBeforeTrailingTrivia, ""))
            if let mixed = ignored.first(where: { variable in animated.contains { name in storedVars.contains { $0.name == name && $0.declaration.id == variable.declaration.id } } }) {
                return context.finding(
                    at: binding.pattern, severity: .info,
                    "`\(typeName)` writes animatableData by hand over stored properties, but `\(mixed.declaration.trimmedDescription)` (\(context.position(of: mixed.declaration))) declares an animated and a non-animated one together: declare them separately, then @Animatable (iOS 26) can replace animatableData with @AnimatableIgnored on the other")
            }
            var marked: Set<SyntaxIdentifier> = []
            for variable in ignored where marked.insert(variable.declaration.id).inserted {
                let start = variable.declaration.positionAfterSkippingLeadingTrivia
                replacements.append((start..<start, "@AnimatableIgnored "))
            }
            if context.options.minimumIOS >= IOSVersion(26) {
                return rewrite(replacements: replacements, animated: animated, ignored: ignored.map(\.name))
            }
            let lines = ["@Animatable"] + RegionText.lines(of: owner, context, replacingRanges: replacements)
            let ignoring = ignored.isEmpty ? "" : "; mark the other stored properties @AnimatableIgnored (\(ProseList.join(ignored.map { "`\($0.name)`" }))) so that they stay out of the animation, as now"
            return context.finding(
                at: binding.pattern, severity: .info,
                "`\(typeName)` writes animatableData by hand, only to read and store \(ProseList.join(animated.map { "`\($0)`" })): @Animatable (iOS 26 SDK) synthesizes it from the stored properties\(ignoring); the macro includes a property only if its type is VectorArithmetic or Animatable, which the compiler checks",
                suggestion: lines.joined(separator: "\n"))
        }
    }

    /// The review rewrite: `@Animatable` on the type (on a line of its own, above its
    /// attributes), the hand-written `animatableData` gone, `@AnimatableIgnored` on the other
    /// stored `var`s.
    private func rewrite(replacements: [(range: Range<AbsolutePosition>, text: String)], animated: [String], ignored: [String]) -> Site {
        let start = owner.positionAfterSkippingLeadingTrivia
        let attribute = SourceEdit(range: start..<start, replacement: "@Animatable" + context.newline + context.indentation(of: owner))
        let edits = [attribute] + replacements.map { SourceEdit(range: $0.range, replacement: $0.text) }
        var note = "`\(typeName)` gets @Animatable, which synthesizes animatableData from its stored properties: \(ProseList.join(animated.map { "`\($0)`" })), the ones the hand-written animatableData read and wrote, so the same values animate"
        if !ignored.isEmpty {
            note += "; \(ProseList.join(ignored.map { "`\($0)`" })) \(ignored.count == 1 ? "is" : "are") marked @AnimatableIgnored, so \(ignored.count == 1 ? "it stays" : "they stay") out of the animation, as now"
        }
        note += "; the order of the values inside animatableData may differ, which changes nothing that is drawn; a stored `var` added to `\(typeName)` later animates too unless it is marked @AnimatableIgnored"
        return .review(at: binding.pattern, edits, because: note)
    }

    /// The type's stored instance `var`s (no getter or setter of their own), in order.
    static func storedVars(of group: some DeclGroupSyntax) -> [(name: String, declaration: VariableDeclSyntax)] {
        group.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.bindingSpecifier.tokenKind == .keyword(.var) && !$0.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) } }
            .flatMap { declaration in
                declaration.bindings.compactMap { binding -> (String, VariableDeclSyntax)? in
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "animatableData", Self.isStored(binding) else { return nil }
                    return (name, declaration)
                }
            }
    }

    /// No accessor block, or only `willSet` / `didSet` observers.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: return true
        case .getter: return false
        case .accessors(let accessors):
            return accessors.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
        }
    }
}
