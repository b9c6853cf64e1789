@testable import ModernizeCore
import Testing

/// The fact walk answers some questions from counts kept on the way down instead of looking
/// around each use: the answers must be what looking around gives.
@Suite struct FactWalkShortcutsTests {
    static func index(_ text: String, interest: IndexInterest) -> ProjectIndex {
        let source = SourceText(path: "A.swift", text: text)
        return IndexBuilder(interest: interest, jobs: 1).build(
            files: [SourceFile(path: source.path, displayPath: source.path)], read: { _ in source }, keepTree: { _ in false }).index
    }

    /// A call is deferred inside a closure handed to `async`, `Task`, `sink`...; a function,
    /// initializer or accessor declared inside such a closure starts afresh.
    @Test func deferredCallsAreThoseInsideADeferringClosureOfTheirOwnFunction() {
        let text = """
            final class Screen {
                var title: String { didSet { DispatchQueue.main.async { self.redraw(1) } } }
                init() {
                    redraw(2)
                    Task { redraw(3); run { redraw(4) } }
                }
                func load() {
                    queue.asyncAfter(deadline: .now(), execute: { self.redraw(5) })
                    perform(after: 1) { redraw(6) } other: { redraw(7) }
                    DispatchQueue.global().async {
                        func inner() { redraw(8) }
                        let later = { redraw(9) }
                        var box: Int { redraw(10); return 1 }
                    }
                    run { redraw(11) }
                }
            }
            """
        let index = Self.index(text, interest: IndexInterest(triggers: ["class"], calls: ["redraw"], callGraph: true))
        let deferred = (index.callsByName["redraw"] ?? []).map { ($0.use.arguments.first ?? "?", $0.use.isDeferred) }
        #expect(deferred.map(\.0) == (1...11).map { "\($0)" })
        #expect(deferred.filter(\.1).map(\.0) == ["1", "3", "4", "5", "6", "7", "9"])
    }

    /// Calls listed per name in path order, then position order, whatever order their owners
    /// and functions were indexed in.
    @Test func callsByNameSortsByPathThenPosition() {
        let sources = [
            SourceText(path: "b/Z.swift", text: "struct Z { func f() { go() }\n func g() { go() } }\nfunc free() { go() }"),
            SourceText(path: "a/Y.swift", text: "extension Z { func h() {\n go(); go() } }\nstruct A { func i() { go() } }"),
        ]
        let byPath = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
        let index = IndexBuilder(interest: IndexInterest(triggers: ["go"], calls: ["go"]), jobs: 1).build(
            files: sources.map { SourceFile(path: $0.path, displayPath: $0.path) }, read: { byPath[$0.path] }, keepTree: { _ in false }).index
        let order = (index.callsByName["go"] ?? []).map { "\($0.use.location.path):\($0.use.location.position)" }
        #expect(order == ["a/Y.swift:2:2", "a/Y.swift:2:8", "a/Y.swift:3:23", "b/Z.swift:1:23", "b/Z.swift:2:13", "b/Z.swift:3:15"])
    }

    @Test func recordedMemberNamesAnswerAsTheInterestDoes() {
        let interest = IndexInterest(members: ["delegate", "textLabel", "x"], memberSuffixes: ["Delegate", "DataSource"])
        let filter = RecordedMemberNames(interest)
        let names = [
            "delegate", "textLabel", "x", "y", "", "Delegate", "listDelegate", "delegates", "tableDataSource", "DataSourc",
            "délegate", "listDélegate", "日本Delegate", "textLabel2", String(repeating: "a", count: 80) + "Delegate",
            String(repeating: "b", count: 70),
        ]
        for name in names { #expect(filter.contains(name) == interest.records(member: name), "\(name)") }
        let none = RecordedMemberNames(IndexInterest(members: ["delegate"]))
        #expect(none.contains("delegate") && !none.contains("listDelegate"))
    }
}

/// `ProjectIndex` picks a declaration among same-named types without copying them: the
/// answers stay those of filtering copies.
@Suite struct DeclarationChoiceTests {
    static let files = [
        "Top.swift": "class Row: BaseRow {}\nextension Row: Themed {}\nprotocol Themed {}\nprotocol Plain {}\nclass BaseRow {}\n",
        "Nested.swift": "enum Menu { class Row: Plain { var nested = 1 } }\nenum Other { struct Item {} }\nenum Third { struct Item {} }\n",
        "More.swift": "extension Row { func tap() {} }\nclass Leaf: Themed {}\nenum State { case idle }\n",
    ]

    static func build() -> ProjectIndex {
        let sources = files.map { SourceText(path: $0.key, text: $0.value) }.sorted { $0.path < $1.path }
        let byPath = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
        return IndexBuilder(interest: IndexInterest(triggers: ["class", "enum", "extension", "protocol"]), jobs: 1).build(
            files: sources.map { SourceFile(path: $0.path, displayPath: $0.path) }, read: { byPath[$0.path] }, keepTree: { _ in false }).index
    }

    @Test func theTopLevelDeclarationIsChosenAmongNestedOnesOfTheSameName() {
        let index = Self.build()
        #expect(index.declarationCount(of: "Row") == 2 && index.declarationCount(of: "Row?") == 2)
        #expect(index.declaration(of: "Row")?.location.path == "Top.swift")
        #expect(index.declares("Row") && index.superclass(of: "Row") == "BaseRow")
        // The chosen declaration and every extension, not the nested `Menu.Row`.
        #expect(index.family(of: "Row").map { "\($0.kind) \($0.location.path)" } == ["class Top.swift", "extension More.swift", "extension Top.swift"])
        // Conformance is asked of every type of the name, the nested one too (what filtering copies gave).
        #expect(index.conforms("Row", to: "Themed") && index.conforms("Row", to: "Plain") && !index.conforms("Row", to: "Other"))
        #expect(index.functions(of: "Row", named: "tap").map(\.location.path) == ["More.swift"])
    }

    @Test func twoNestedDeclarationsAndNoTopLevelOneAreNoAnswer() {
        let index = Self.build()
        #expect(index.declarationCount(of: "Item") == 2)
        #expect(index.declaration(of: "Item") == nil && !index.declares("Item"))
        #expect(index.family(of: "Item").count == 2, "no choice: every declaration")
        #expect(index.declarationCount(of: "Missing") == 0 && index.family(of: "Missing").isEmpty)
        #expect(index.superclass(of: "Leaf") == nil, "a protocol the project declares is no superclass")
        #expect(ExpressionTypeResolver(index: index).isEnumCase("idle", of: "State"))
    }
}

@Suite struct TokenTextTests {
    @Test func hasTextAnswersAsComparingTheTextDoes() {
        let tree = ParsedSource(SourceText(path: "A.swift", text: "let `default` = a.b ?? \"x\" // c\nfunc é() { $0; _ = 日本 }")).tree
        let names = ["default", "`default`", "a", "b", "??", "\"", "x", "é", "$0", "_", "日本", "let", "func", "", "lets"]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for name in names { #expect(token.hasText(name) == (token.text == name), "\(token.text) \(name)") }
        }
    }
}
