@testable import ModernizeCore
import TestSupport
import Testing

/// With the call graph, the index records only the calls that can lead somewhere: a function
/// the project declares (found by a byte scan before indexing) or a call a rule asked for.
@Suite struct CallGraphRecordingTests {
    @Test func theScanFindsEveryDeclaredFunctionName() {
        let names = DeclaredFunctionNames.scan("""
            func load() {}
            public static func
                save<T>(_ value: T) {}
            func `default`() {}
            let myfunc = 1; funcName(); functional()
            // func inComment() — counted: a superset never loses a call
            func +(a: A, b: A) -> A { a }
            """)
        #expect(names == ["init", "load", "save", "default", "`default`", "inComment"])
    }

    @Test func namesOccurringInATextAreWhatItsCallsCanDependOn() {
        let names: Set<String> = ["load", "save", "init"]
        #expect(DeclaredFunctionNames.occurring(in: "store.save(x); reload()", among: names) == ["save"])
    }

    static let sources = [
        SourceText(path: "Store.swift", text: """
            final class Store {
                let semaphore = DispatchSemaphore(value: 0)
                func save(_ record: Record, retries: Int) { semaphore.wait() }
            }
            """),
        SourceText(path: "Screen.swift", text: """
            final class Screen {
                func tap() {
                    print("tapped")
                    store.save(Record(id: 1, title: "a: b"), retries: 3)
                    semaphore.wait(timeout: .now() + 1)
                }
            }
            """),
    ]

    static func index(restricted: Bool) -> ProjectIndex {
        var interest = IndexInterest(triggers: ["class"], calls: ["wait"], callGraph: true)
        if restricted { interest.callGraphNames = sources.reduce(into: []) { $0.formUnion(DeclaredFunctionNames.scan($1.text)) } }
        let byPath = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
        return IndexBuilder(interest: interest, jobs: 1).build(
            files: sources.map { SourceFile(path: $0.path, displayPath: $0.path) }, read: { byPath[$0.path] }, keepTree: { _ in false }).index
    }

    @Test func callsNoProjectFunctionAnswersAreNotRecorded() {
        let all = Self.index(restricted: false)
        let restricted = Self.index(restricted: true)
        #expect(all.callsByName["print"] != nil && all.callsByName["Record"] != nil)
        #expect(restricted.callsByName["print"] == nil && restricted.callsByName["Record"] == nil)
        // A project function's call keeps its labels only; a call a rule asked for keeps its text.
        #expect(restricted.callsByName["save"]?.map(\.use.arguments) == [["_", "retries: _"]])
        #expect(restricted.callsByName["save"]?.first?.use.receiver == "store")
        #expect(restricted.callsByName["wait"]?.map(\.use.arguments) == [["timeout: .now() + 1"], []])
    }

    @Test func theGraphFindsTheSamePathsFromLabelsOnly() {
        for restricted in [false, true] {
            let graph = CallGraph(index: Self.index(restricted: restricted))
            let tap = Self.index(restricted: restricted).functionsByName["tap"]!.map { CallGraph.Node(function: $0, owner: "Screen") }
            let path = graph.firstPath(from: tap) { $0.name == "wait" && $0.arguments.isEmpty }
            #expect(path?.calls.map(\.name) == ["save", "wait"], "restricted: \(restricted)")
        }
    }

    @Test func callsByNameKeepsPathAndPositionOrder() {
        let index = Self.index(restricted: true)
        #expect(index.callsByName["wait"]?.map(\.use.location.path) == ["Screen.swift", "Store.swift"])
        #expect(index.callsByName["wait"]?.map(\.callerType) == ["Screen", "Store"])
    }

    @Test func cachedFactsAreKeyedByWhatChangesThem() throws {
        let directory = try TemporaryDirectory()
        let cache = ResultCache(directory: directory.path, toolIdentity: "test", key: Array(repeating: 7, count: 32))
        let text = "final class A { func f() { store.save(x) } }"
        var interest = IndexInterest(triggers: ["class"], callGraph: true)
        let plain = cache.factsKey(path: "A.swift", text: text, interest: interest)
        var constructing = interest
        constructing.initializerCalls = true
        var receivers = interest
        receivers.receiverTypes = ["delegate"]
        #expect(Set([plain, cache.factsKey(path: "A.swift", text: text, interest: constructing),
                     cache.factsKey(path: "A.swift", text: text, interest: receivers)]).count == 3)
        interest.callGraphNames = ["init", "f"]
        let before = cache.factsKey(path: "A.swift", text: text, interest: interest)
        interest.callGraphNames = ["init", "f", "load"]
        #expect(cache.factsKey(path: "A.swift", text: text, interest: interest) == before, "a name this file never writes changes nothing")
        interest.callGraphNames = ["init", "f", "save"]
        #expect(cache.factsKey(path: "A.swift", text: text, interest: interest) != before, "a new function this file calls does")
    }

    /// Same-named methods are candidates in path order, every run: they were in dictionary order,
    /// which changes from process to process, so a message named one of them at random.
    @Test func sameNamedCalleesComeInPathOrder() {
        let sources = (0..<8).map { number in
            SourceText(path: "File\(number).swift", text: "final class Type\(number) { func update() {} }\n")
        }.reversed()
        let byPath = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
        let index = IndexBuilder(interest: IndexInterest(triggers: ["class"], callGraph: true), jobs: 1).build(
            files: sources.map { SourceFile(path: $0.path, displayPath: $0.path) }, read: { byPath[$0.path] }, keepTree: { _ in false }).index
        let owners = CallGraph(index: index).callees(name: "update", labels: nil, receiver: .unknown).map(\.owner)
        #expect(owners == (0..<8).map { "Type\($0)" })
        #expect(index.allTypes.map(\.name) == (0..<8).map { "Type\($0)" })
    }
}
