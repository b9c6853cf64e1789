import ModernizeCore
import SwiftSyntax

/// SwiftUI's `ForEach(items.indices, id: \.self) { i in ... items[i] ... }` and
/// `ForEach(0..<items.count) { i in }`: rows identified by their position in a collection.
///
/// Review rewrite of the common shape: `ForEach(items) { item in ... item ... }` when `items`
/// is an array (not an optional one) whose element type the project index shows to be
/// Identifiable (SwiftUI's protocol: a project protocol of that name makes it unknown), and the
/// content uses the index only to read `items[i]` (each read becomes the element; `$0` stays
/// `$0`, `_` stays `_`). The note says the rows are now identified by the elements' `id`s
/// (animations and row state follow elements, not positions; the ids must be unique), where
/// the content read the element, that closures nested in a row now hold the element the row
/// was built with, that a range without `id:` was the constant-range initializer, and that
/// `0...items.count - 1` no longer traps on an empty array. A comment between the arguments
/// keeps its place: `ForEach(items, // comment` + `id: \.id)`.
///
/// Every other shape is a finding with the ForEach to write, built from the content:
/// `id: \.self` for Hashable SDK values (equal elements would share an identity), `id: \.id`
/// for a project type with an `id` but no Identifiable conformance, `ForEach($items) { $item in }`
/// (iOS 15) when the content binds `$items[i]`, and `Array(items.enumerated())` when it also
/// uses the index itself or may change the element through it; an element type the tool cannot
/// resolve, a typed index parameter (`(i: Int)`) or a comment inside the index expressions is a
/// finding too. Constant ranges (`0..<5`), ranges over a count that is not a collection's, and
/// a project type named `ForEach` are not sites.
public struct ForEachStableIDs: Codemod {
    public let description = RuleDescription(
        id: "foreach-stable-ids",
        legacy: "ForEach(items.indices, id: \\.self) / ForEach(0..<items.count) { i in ... items[i] ... }",
        modern: "ForEach(items) { item in ... } with Identifiable elements",
        since: IOSVersion(13),
        rationale: "Rows identified by index change identity when the collection changes, so SwiftUI animates the wrong rows and moves their state; an element's own stable id keeps each row's identity.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "indices-of-identifiable",
                before: """
                    import SwiftUI

                    struct Song: Identifiable {
                        let id: Int
                        var title: String
                    }

                    struct PlaylistView: View {
                        @State private var songs: [Song] = []

                        var body: some View {
                            List {
                                ForEach(songs.indices, id: \\.self) { i in
                                    Text(songs[i].title)
                                }
                            }
                        }
                    }
                    """,
                after: """
                    import SwiftUI

                    struct Song: Identifiable {
                        let id: Int
                        var title: String
                    }

                    struct PlaylistView: View {
                        @State private var songs: [Song] = []

                        var body: some View {
                            List {
                                ForEach(songs) { song in
                                    Text(song.title)
                                }
                            }
                        }
                    }
                    """,
                findings: ["review: ForEach now identifies its rows by each `Song`'s `id`"]),
            RuleExample(
                "indices-of-strings",
                before: """
                    import SwiftUI

                    struct TagsView: View {
                        let tags: [String]

                        var body: some View {
                            VStack {
                                ForEach(tags.indices, id: \\.self) { i in
                                    Text(tags[i])
                                }
                            }
                        }
                    }
                    """,
                findings: ["ForEach identifies its rows by position"]),
        ])

    public let triggers = ["ForEach"]

    /// Element types declare Identifiable (or adopt it in an extension) in files of their own;
    /// a project type named `ForEach` makes the call not SwiftUI's.
    public let indexInterest = IndexInterest(triggers: ["ForEach", "Identifiable"])

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        guard ModifierCalls.imports("SwiftUI", in: context.tree), !Self.projectDeclaresForEach(context) else { return output }
        for (token, loop) in Self.indexLoops(in: context.tree) {
            guard Self.mayBeCollection(loop.collection, context) else { continue }
            let suggestion = ForEachSuggestion(context: context, loop: loop, name: token)
            let rewrite = ForEachRewrite(context: context, loop: loop, name: token, identity: suggestion.identity())
            output.append(rewrite?.site() ?? suggestion.site())
        }
        return DeploymentGate.apply(output, context, description)
    }

    /// Every site is a `ForEach` over indices, told by its syntax, in a file importing SwiftUI.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        ModifierCalls.imports("SwiftUI", in: parsed.tree) && !Self.indexLoops(in: parsed.tree).isEmpty
    }

    /// Each `ForEach(0..<items.count) { index in ... }` call by its name token.
    private static func indexLoops(in tree: SourceFileSyntax) -> [(TokenSyntax, ForEachIndexLoop)] {
        ModifierCalls.bareCalls(named: "ForEach", in: tree).compactMap { name, call in ForEachIndexLoop(call).map { (name, $0) } }
    }

    /// A project type, alias or function named `ForEach` (this file's or the index's).
    private static func projectDeclaresForEach(_ context: RuleContext) -> Bool {
        !context.index.types(named: "ForEach").isEmpty || context.index.functionsByName["ForEach"] != nil
            || SyntaxSearch.contains(TypeAliasDeclSyntax.self, in: context.tree, where: { $0.name.text == "ForEach" })
    }

    /// `0..<pager.count` over a project type that is no collection is not a site: its count is
    /// a number, not positions of elements.
    private static func mayBeCollection(_ expression: ExprSyntax, _ context: RuleContext) -> Bool {
        guard case .named(let name, _)? = context.types.type(of: expression).type?.unwrapped,
              let declaration = context.index.declaration(of: name) else { return true }
        let collections: Set<String> = ["Collection", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection", "Sequence"]
        return context.index.types(named: name).flatMap(\.inherited).contains { collections.contains(ProjectIndex.simpleName($0)) }
            || declaration.kind == .protocol
    }
}
