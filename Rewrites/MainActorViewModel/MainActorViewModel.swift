import ModernizeCore
import SwiftSyntax

/// An `@Observable` class that SwiftUI views hold (`@State`, `@Bindable`,
/// `@Environment(Model.self)`) without `@MainActor`: views read it on the main actor while
/// nothing stops other code from writing it elsewhere. Reported on the class with the holders
/// the project index shows, and the attribute to add.
///
/// A finding, never a rewrite: `@MainActor` is right only when every use of the class is on
/// the main actor, and the index cannot list every use of an arbitrary class (calls from
/// background tasks, nonisolated functions, other modules), so the rule does not add it.
public struct MainActorViewModel: Codemod {
    public let description = RuleDescription(
        id: "main-actor-view-model",
        legacy: "an @Observable class held by views (@State, @Environment, @Bindable) without @MainActor",
        modern: "@MainActor @Observable class",
        since: IOSVersion(17),
        rationale: "Views read an observable model on the main actor; isolating the class there makes the compiler check every other access. Finding only: `@MainActor` compiles only when every use of the class is on the main actor, and uses in nonisolated functions, background tasks, tests or other modules are not in the project index, so an added attribute could break the build; the finding lists the views holding the class and the attribute to add.",
        tiers: [.finding],
        examples: [
            RuleExample(
                "state-held-model",
                before: """
                    import SwiftUI

                    @Observable final class Library {
                        var books: [String] = []
                    }

                    struct LibraryView: View {
                        @State private var library = Library()

                        var body: some View {
                            List(library.books, id: \\.self) { Text($0) }
                        }
                    }
                    """,
                findings: ["`Library` is held by views"]),
        ])

    public let triggers = ["@Observable"]

    /// The classes' declarations and every view property that may hold one.
    public let indexInterest = IndexInterest(triggers: ["@Observable", "@State", "@Bindable", "@Environment("], supertypeChains: true)

    public init() {}

    static let holderWrappers: Set<String> = ["State", "Bindable", "Environment"]

    /// Every site is an `@Observable` class not marked `@MainActor`.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        SyntaxSearch.contains(ClassDeclSyntax.self, in: parsed.tree, where: Self.isObservableOffMainActor)
    }

    private static func isObservableOffMainActor(_ declaration: ClassDeclSyntax) -> Bool {
        let attributes = declaration.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        return attributes.contains("Observable") && !attributes.contains("MainActor")
    }

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let holders = context.index.memo.value("main-actor-view-model.holders") { Self.holdersByClass(context.index) }
        var output = RuleOutput()
        let mainActor = MainActorTypes(index: context.index, tree: context.tree)
        for declaration in SyntaxSearch.all(ClassDeclSyntax.self, in: context.tree) where Self.isObservableOffMainActor(declaration) {
            let name = declaration.name.text
            // `Sendable` (checked, or `@unchecked` with its own locking): safe across threads as declared.
            if declaration.inheritanceClause?.inheritedTypes.contains(where: { ProjectIndex.simpleName($0.type.trimmedDescription.replacingOccurrences(of: "@unchecked ", with: "")) == "Sendable" }) == true { continue }
            // A subclass of a main-actor class is isolated already (a nested type does not take
            // its enclosing view's isolation, so it is still reported).
            if mainActor.isMainActor(name) { continue }
            // `.defaultIsolation(MainActor.self)`: the module makes it `@MainActor` already,
            // unless the class opts out with `nonisolated`.
            if context.options.mainActorByDefault != nil, !declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) { continue }
            guard let held = holders[name], !held.isEmpty else { continue }
            let listed = held.prefix(3).map { "`@\($0.wrapper) var \($0.property.name)` (\($0.property.location))" }
            let more = held.count > 3 ? " and \(held.count - 3) more" : ""
            let optsOut = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
            let prefix = declaration.modifiers.filter { $0.name.tokenKind != .keyword(.nonisolated) }.map(\.trimmedDescription).joined(separator: " ")
            if let source = context.options.mainActorByDefault, optsOut {
                output.append(context.finding(
                    at: declaration.name,
                    "`\(name)` is held by views (\(ProseList.join(listed))\(more)) but opts out of the main-actor default isolation of \(source) with `nonisolated`: views read it on the main actor, and code elsewhere may write it from another thread without the compiler noticing; drop `nonisolated` when every use is on the main actor",
                    suggestion: "@Observable \(prefix.isEmpty ? "" : prefix + " ")class \(name)"))
                continue
            }
            output.append(context.finding(
                at: declaration.name,
                "`\(name)` is held by views (\(ProseList.join(listed))\(more)) but is not `@MainActor`: views read it on the main actor, and code elsewhere may write it from another thread without the compiler noticing; add `@MainActor` when every use is on the main actor (async work it starts then runs there too: move heavy work to `nonisolated` or `@concurrent` functions), unless the module's default isolation is already MainActor",
                suggestion: "@MainActor @Observable \(prefix.isEmpty ? "" : prefix + " ")class \(name)"))
        }
        return output
    }

    struct Holder {
        let wrapper: String
        let property: PropertyFacts
    }

    /// View properties wrapped `@State` / `@Bindable` / `@Environment(X.self)`, by the class
    /// they hold (annotation, `@Environment`'s type, or the initial value's resolved type).
    static func holdersByClass(_ index: ProjectIndex) -> [String: [Holder]] {
        let resolver = ExpressionTypeResolver(index: index)
        var result: [String: [Holder]] = [:]
        for owner in index.allTypes {
            for property in owner.properties {
                guard let wrapper = property.attributes.first(where: holderWrappers.contains),
                      let type = ObservableCandidates.heldClass(
                        annotation: property.type.map { TypeRef(parsing: $0)?.unwrapped.nominalName ?? $0 }, initializer: property.initializer,
                        in: owner.name, isStatic: property.isStatic, resolver: resolver,
                        initializerAt: property.initializerPosition.map { IndexLocation(path: property.location.path, position: $0) }) else { continue }
                result[type, default: []].append(Holder(wrapper: wrapper, property: property))
            }
        }
        return result.mapValues { $0.sorted { ($0.property.location.path, $0.property.location.position) < ($1.property.location.path, $1.property.location.position) } }
    }
}
