import Foundation
@testable import ModernizeCore
import Testing

/// The project index: facts across files, built only from files that mention an interest's
/// triggers, answering superclass, conformance, registration and use questions.
@Suite struct ProjectIndexTests {
    static let interest = IndexInterest(triggers: ["class", "register"], members: ["textLabel", "contentView"], calls: ["wait"])

    static let files: [String: String] = [
        "Base.swift": """
            import UIKit
            open class BaseCell: UITableViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    textLabel?.font = .preferredFont(forTextStyle: .body)
                }
            }
            protocol Themed {}
            """,
        "Fancy.swift": """
            import UIKit
            final class FancyCell: BaseCell, Themed {
                @Published var title: String = ""
                var subtitle: String { title }
                init() {
                    super.init(style: .default, reuseIdentifier: nil)
                    contentView.addSubview(UIView())
                }
            }
            extension FancyCell: Identifiable {}
            """,
        "Controller.swift": """
            import UIKit
            final class ListController {
                let semaphore = DispatchSemaphore(value: 0)
                func setUp(_ tableView: UITableView) {
                    tableView.register(FancyCell.self, forCellReuseIdentifier: "Fancy")
                    tableView.register(UINib(nibName: "Plain", bundle: nil), forCellReuseIdentifier: "Plain")
                    semaphore.wait()
                }
            }
            """,
        "Untriggered.swift": "struct Point { var x = 0 }\n",
    ]

    static func build() -> ProjectIndex {
        let sources = files.map { SourceText(path: $0.key, text: $0.value) }
        let byPath = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
        return IndexBuilder(interest: interest, jobs: 2).build(
            files: sources.map { SourceFile(path: $0.path, displayPath: $0.path) },
            read: { byPath[$0.path] }, keepTree: { _ in false }).index
    }

    @Test func onlyFilesMentioningATriggerAreIndexed() {
        #expect(Self.build().indexedPaths == ["Base.swift", "Controller.swift", "Fancy.swift"])
    }

    @Test func superclassesConformancesAndOpennessCrossFiles() {
        let index = Self.build()
        #expect(index.superclassChain(of: "FancyCell") == ["FancyCell", "BaseCell", "UITableViewCell"])
        #expect(index.isSubclass("FancyCell", of: "UITableViewCell"))
        #expect(index.superclass(of: "Themed") == nil)
        #expect(index.conforms("FancyCell", to: "Identifiable"), "declared in an extension")
        #expect(index.conforms("FancyCell", to: "Themed"))
        #expect(index.isOpen("FancyCell"), "its superclass is open")
        #expect(index.subclasses(of: "BaseCell").map(\.name) == ["FancyCell"])
        let fancy = index.declaration(of: "FancyCell")
        #expect(fancy?.properties.map(\.name) == ["title", "subtitle"])
        #expect(fancy?.properties.first?.attributes == ["Published"])
        #expect(fancy?.properties.map(\.isStored) == [true, false])
    }

    @Test func usesAreRecordedPerFunctionWithWrites() {
        let index = Self.build()
        let awake = index.functions(of: "BaseCell", named: "awakeFromNib").first
        let textLabel = awake?.uses.first { $0.name == "textLabel" }
        #expect(textLabel?.isWrite == true && textLabel?.receiver == "")
        #expect(textLabel?.location.description == "Base.swift:5:9")
        let initializer = index.functions(of: "FancyCell", named: "init").first
        #expect(initializer?.uses.contains { $0.name == "contentView" && !$0.isWrite } == true)
        let setUp = index.functions(of: "ListController", named: "setUp").first
        #expect(setUp?.uses.contains { $0.kind == .call && $0.name == "wait" && $0.receiver == "semaphore" } == true)
    }

    /// Bodies and properties in which no recorded name occurs are not walked; everything that
    /// does occur must still be found, however deep.
    @Test func factsInsideClosuresLocalTypesAndLazyPropertiesAreKept() {
        let source = SourceText(path: "Deep.swift", text: """
            import UIKit
            final class Deep: UIViewController {
                lazy var table: UITableView = {
                    let table = UITableView()
                    table.register(DeepCell.self, forCellReuseIdentifier: "Deep")
                    return table
                }()
                var plain: Int = { 1 + 1 }()
                func quiet() { let x = 1; print(x) }
                func busy() {
                    DispatchQueue.main.async { [weak self] in
                        class Local { func go(_ group: DispatchGroup) { group.wait() } }
                        _ = self
                    }
                }
                deinit { print("bye") }
            }
            """)
        let index = IndexBuilder(interest: Self.interest, jobs: 1).build(
            files: [SourceFile(path: "Deep.swift", displayPath: "Deep.swift")], read: { _ in source }, keepTree: { _ in false }).index
        #expect(index.registrations(forReuseIdentifier: "Deep").map(\.className) == ["DeepCell"])
        #expect(index.declaration(of: "Deep")?.properties.map(\.initializer) == ["{\n        let table = UITableView()\n        table.register(DeepCell.self, forCellReuseIdentifier: \"Deep\")\n        return table\n    }()", "{ 1 + 1 }()"])
        #expect(index.declaration(of: "Local") != nil, "a type declared in a closure in a method")
        #expect(index.functions(of: "Deep", named: "busy").first?.uses.contains { $0.name == "wait" } == true)
        #expect(index.functions(of: "Deep", named: "quiet").first?.uses == [])
    }

    @Test func reuseRegistrationsAreKnownByIdentifier() {
        let index = Self.build()
        #expect(index.registrations(forReuseIdentifier: "Fancy").map(\.className) == ["FancyCell"])
        #expect(index.registrations(forReuseIdentifier: "Plain").map(\.nibName) == ["Plain"])
        #expect(index.registrations(forReuseIdentifier: "Fancy").first?.owner == "ListController")
    }

    @Test func nonLiteralIdentifiersAndCallArgumentsAreKeptAsWritten() {
        let source = SourceText(path: "Grid.swift", text: """
            final class Grid: UIViewController {
                static let cellID = "tile"
                func viewDidLoad() {
                    collectionView.register(TileCell.self, forCellWithReuseIdentifier: Self.cellID)
                    let cell = collectionView.wait(withReuseIdentifier: Self.cellID, for: indexPath)
                }
            }
            """)
        let index = IndexBuilder(interest: Self.interest, jobs: 1).build(
            files: [SourceFile(path: "Grid.swift", displayPath: "Grid.swift")], read: { _ in source }, keepTree: { _ in false }).index
        #expect(index.registrations.map(\.identifierExpression) == ["Self.cellID"])
        #expect(index.registrations.map(\.identifier) == [nil], "only literals are matched by text")
        #expect(index.registrations(forReuseIdentifier: "Self.cellID").isEmpty)
        #expect(index.callsByName["wait"]?.first?.use.arguments == ["withReuseIdentifier: Self.cellID", "for: indexPath"])
    }

    @Test func treesParsedForTheIndexAreHandedToTheRewritePhaseOnce() {
        let source = SourceText(path: "A.swift", text: "class A {}\n")
        let built = IndexBuilder(interest: IndexInterest(triggers: ["class"]), jobs: 1).build(
            files: [SourceFile(path: "A.swift", displayPath: "A.swift")], read: { _ in source }, keepTree: { _ in true })
        #expect(built.trees.take("A.swift", matching: source) != nil)
        #expect(built.trees.take("A.swift", matching: source) == nil, "taken once")
        let changed = IndexBuilder(interest: IndexInterest(triggers: ["class"]), jobs: 1).build(
            files: [SourceFile(path: "A.swift", displayPath: "A.swift")], read: { _ in source }, keepTree: { _ in true })
        #expect(changed.trees.take("A.swift", matching: SourceText(path: "A.swift", text: "class B {}\n")) == nil,
                "a file that changed since the index read it is parsed again")
    }

    @Test func memoizedAnalysesMayBuildOnEachOther() {
        let memo = IndexMemo()
        var computed = 0
        let outer = memo.value("outer") { () -> Int in
            computed += 1
            return memo.value("inner") { () -> Int in computed += 1; return 2 } * 10
        }
        #expect(outer == 20)
        #expect(memo.value("outer") { -1 } == 20 && memo.value("inner") { -1 } == 2, "each computed once, then stored")
        #expect(computed == 2)
    }

    @Test func optionalAnalysesAreComputedNotTakenForAStoredNil() {
        let memo = IndexMemo()
        #expect(memo.value("name") { () -> String? in "SceneDelegate" } == "SceneDelegate")
        #expect(memo.value("none") { () -> String? in nil } == nil)
        #expect(memo.value("none") { () -> String? in "computed again" } == nil, "a stored nil is kept")
        #expect(memo.recursiveValue("answer") { () -> String? in nil } == nil)
        #expect(memo.recursiveValue("answer") { () -> String? in "computed again" } == nil, "a stored nil answer is kept")
    }

    /// One lock for every analysis made the other job wait out each computation (a tenth of a
    /// second each on a large project): here the slow one waits until the other thread has had
    /// its own, which it could not have under a shared lock (the wait would end by its timeout).
    @Test func anAnalysisBeingComputedHoldsUpNoOtherOne() {
        let memo = IndexMemo()
        let slowStarted = DispatchSemaphore(value: 0)
        let otherDone = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        let otherFinishedFirst = Counter()  // counts once when the other analysis came first
        DispatchQueue.global().async(group: group) {
            _ = memo.value("slow") { () -> Int in
                slowStarted.signal()
                if otherDone.wait(timeout: .now() + 10) == .success { _ = otherFinishedFirst.increment() }
                return 1
            }
        }
        slowStarted.wait()
        DispatchQueue.global().async(group: group) {
            _ = memo.value("other") { 2 }
            otherDone.signal()
        }
        group.wait()
        #expect(otherFinishedFirst.increment() == 2)
        #expect(memo.value("slow") { -1 } == 1 && memo.value("other") { -1 } == 2)
    }

    @Test func concurrentCallersOfOneAnalysisComputeItOnce() {
        let memo = IndexMemo()
        let computations = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            _ = memo.value("shared") { () -> Int in
                _ = computations.increment()
                Thread.sleep(forTimeInterval: 0.01)
                return 7
            }
        }
        #expect(computations.increment() == 2, "computed once, then counted here")
    }

    /// A property's type through another's that comes back to the first: computed again on the
    /// same thread, as the resolver's depth limit expects, not a wait on itself.
    @Test func answersAskingForEachOtherInACycleDoNotWait() {
        let memo = IndexMemo()
        let value = memo.recursiveValue("a") { () -> Int in
            memo.recursiveValue("b") { () -> Int in memo.recursiveValue("a") { 1 } + 1 } + 1
        }
        #expect(value == 3)
    }
}
