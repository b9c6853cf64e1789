import Foundation
import ModernizeCore
import Rewrites
import Testing

/// `couldHoldSites` and `siteScreen` let the engine skip a rule, and the second parse of a file,
/// on the index phase's word: a rule saying no must have no site there, whatever the options,
/// and a question to the index answering no, none with that index. Checked for every rule on
/// every golden file (inputs and expected outputs, of every rule's cases, not only its own),
/// with the case's project index and with none.
@Suite struct CouldHoldSitesTests {
    @Test(arguments: GoldenCase.all)
    func aRuleSayingNoHasNoSite(_ golden: GoldenCase) throws {
        let inputs = try golden.files.map { try SourceText.decode(path: $0.name, bytes: [UInt8](Data(contentsOf: $0.inputURL))) }
        let outputs = try zip(golden.files, inputs).map { file, input in
            guard let expected = try? [UInt8](Data(contentsOf: file.expectedURL)) else { return input }
            return try SourceText.decode(path: file.name, bytes: expected)
        }
        let root = golden.isFolder ? golden.caseDirectory : nil
        for rule in Codemods.all {
            // Inputs and outputs are two projects, as a first and a second run see them.
            for project in [inputs, outputs] {
                let screened = project.filter { rule.triggers.contains(where: $0.text.contains) }.map { source in
                    let parsed = ParsedSource(source)
                    return (source, couldHold: rule.couldHoldSites(parsed), screen: rule.siteScreen(parsed))
                }
                guard screened.contains(where: { !$0.couldHold || !Self.isPossible($0.screen) }) else { continue }
                for index in [GoldenProject.index(project, rules: [rule], root: root), ProjectIndex.empty] {
                    for (source, couldHold, screen) in screened where !couldHold || !Self.holds(screen, given: index) {
                        for options in [RuleOptions(includeReview: .all), RuleOptions(minimumIOS: IOSVersion(13))] {
                            let context = RuleContext(parsed: ParsedSource(source), options: options, ruleID: rule.id, index: index)
                            let sites = try rule.rewrite(context).sites
                            #expect(sites.isEmpty, "\(rule.id) said \(golden.rule)/\(golden.name)/\(source.path) holds no site, yet returned \(sites.count)")
                        }
                    }
                }
            }
        }
    }

    private static func isPossible(_ screen: SiteScreen) -> Bool {
        if case .possible = screen { return true }
        return false
    }

    /// Whether the engine runs the rule on a file so screened, given this index.
    static func holds(_ screen: SiteScreen, given index: ProjectIndex) -> Bool {
        switch screen {
        case .none: false
        case .possible: true
        case .ifIndex(let question): question(index)
        }
    }
}

/// The answers that keep a rule from running where its sites are settled by the syntax alone:
/// each `no` below saves a second parse of a file on real code.
@Suite struct SyntaxSettledNoSiteTests {
    private func holds(_ rule: any Codemod, _ text: String) -> Bool {
        rule.couldHoldSites(ParsedSource(SourceText(path: "File.swift", text: text)))
    }

    @Test func aViewOptedIntoAutoLayoutInItsFileHoldsNoAutoresizingSite() {
        let pinned = """
            import UIKit
            final class Card: UIView {
                private let badge = UILabel()
                private let icon: UIImageView = {
                    let image = UIImageView()
                    image.translatesAutoresizingMaskIntoConstraints = false
                    return image
                }()
                func setUp() {
                    addSubview(badge)
                    addSubview(icon)
                    OPT_IN
                    NSLayoutConstraint.activate([
                        badge.topAnchor.constraint(equalTo: topAnchor),
                        icon.leadingAnchor.constraint(equalTo: leadingAnchor),
                    ])
                }
            }
            """
        let rule = AutoresizingMask()
        #expect(!holds(rule, pinned.replacingOccurrences(of: "OPT_IN", with: "badge.translatesAutoresizingMaskIntoConstraints = false")))
        #expect(!holds(rule, pinned.replacingOccurrences(of: "OPT_IN", with: "self.badge.translatesAutoresizingMaskIntoConstraints = false")))
        // Not opted in, or opted out again with `= true`: the index decides, so the rule runs.
        #expect(holds(rule, pinned.replacingOccurrences(of: "OPT_IN", with: "")))
        #expect(holds(rule, pinned.replacingOccurrences(of: "OPT_IN", with: "badge.translatesAutoresizingMaskIntoConstraints = true")))
    }

    /// A builder's local named like the property it builds is pinned by no reference: the
    /// property is the view, and this file opts it in (real code: 68 of 112 rule runs on a
    /// 10-app corpus found no site for this reason).
    @Test func aBuildersLocalNamedLikeItsPropertyIsNoAutoresizingSite() {
        let button = """
            import UIKit
            final class Button: UIView {
                private let label: UILabel = {
                    let label = UILabel()
                    label.font = .systemFont(ofSize: 13)
                    return label
                }()
                func setUp() {
                    OPT_IN
                    addSubview(label)
                    NSLayoutConstraint.activate([
                        label.topAnchor.constraint(equalTo: topAnchor),
                    ])
                }
            }
            """
        let rule = AutoresizingMask()
        #expect(!holds(rule, button.replacingOccurrences(of: "OPT_IN", with: "label.translatesAutoresizingMaskIntoConstraints = false")))
        #expect(holds(rule, button.replacingOccurrences(of: "OPT_IN", with: "")))
        // A write naming the property through `self` opts in the same view.
        #expect(!holds(rule, button.replacingOccurrences(of: "OPT_IN", with: "self.label.translatesAutoresizingMaskIntoConstraints = false")))
    }

    @Test func aViewDidLoadWithoutApplyHoldsNoSnapshotSite() {
        let controller = """
            import UIKit
            final class ListController: UIViewController {
                var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { _, _, _ in nil }
                    APPLY
                }
            }
            """
        let rule = SnapshotReloadData()
        #expect(!holds(rule, controller.replacingOccurrences(of: "APPLY", with: "")))
        #expect(!holds(rule, controller.replacingOccurrences(of: "APPLY", with: "// dataSource.apply(snapshot) later")))
        #expect(holds(rule, controller.replacingOccurrences(of: "APPLY", with: "dataSource.apply(snapshot)")))
    }
}

/// Questions a screen leaves to the complete index, asked with the text and places `rewrite`
/// reads: each `no` saves a second parse of the file.
@Suite struct IndexSettledNoSiteTests {
    private static let feed = SourceText(path: "Feed.swift", text: """
        import Combine

        final class Feed: ObservableObject {
            @Published var items: [String] = []
            private var cancellable: AnyCancellable?

            init() {
                cancellable = $items.sink { print($0) }
            }
        }

        final class Counter: ObservableObject {
            @Published var count = 0
        }
        """)

    /// The screen's answer with the project's index, and whether `rewrite` returns a site.
    private func answers(_ text: String) throws -> (screen: Bool, sites: Int) {
        let screen = SourceText(path: "Screen.swift", text: text)
        let rule = ObservableMacro()
        let index = GoldenProject.index([Self.feed, screen], rules: [rule], root: nil)
        let parsed = ParsedSource(screen)
        let holds = CouldHoldSitesTests.holds(rule.siteScreen(parsed), given: index)
        let context = RuleContext(parsed: parsed, options: RuleOptions(includeReview: .all), ruleID: rule.id, index: index)
        return (holds, try rule.rewrite(context).sites.count)
    }

    /// `Feed` is blocked (its publisher is subscribed to), `Counter` is not: a wrapper without
    /// an annotation and an injection hold a site only with `Counter`.
    @Test func unannotatedWrappersAndInjectionsAreSettledByTheIndex() throws {
        let wrapper = """
            import SwiftUI

            struct Screen: View {
                @StateObject var model = MODEL()
                var body: some View { Text("") }
            }
            """
        let injection = """
            import SwiftUI

            struct Root: View {
                var body: some View { Text("").environmentObject(MODEL()) }
            }
            """
        for shape in [wrapper, injection] {
            let blocked = try answers(shape.replacingOccurrences(of: "MODEL", with: "Feed"))
            #expect(!blocked.screen && blocked.sites == 0, "\(shape)")
            let open = try answers(shape.replacingOccurrences(of: "MODEL", with: "Counter"))
            #expect(open.screen && open.sites > 0, "\(shape)")
        }
        // A class the resolver cannot tell: `rewrite` asks for a type while the project has candidates.
        let unknown = try answers(wrapper.replacingOccurrences(of: "MODEL()", with: "makeModel()"))
        #expect(unknown.screen && unknown.sites > 0)
    }

    /// safe-area-top's sites are pins to the root view in a view controller: the same pins in a
    /// view (whose `view` is a property of its own) hold none.
    @Test func rootViewPinsOutsideAViewControllerAreNoSafeAreaSite() throws {
        let panel = """
            import UIKit

            final class Panel: SUPERCLASS {
                let header = UILabel()

                func setUp() {
                    view.addSubview(header)
                    header.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.topAnchor),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    ])
                }
            }
            """
        let rule = SafeAreaTop()
        for (superclass, isController) in [("UIView", false), ("UIViewController", true)] {
            let source = SourceText(path: "Panel.swift", text: panel.replacingOccurrences(of: "SUPERCLASS", with: superclass))
            let index = GoldenProject.index([source], rules: [rule], root: nil)
            let parsed = ParsedSource(source)
            let holds = CouldHoldSitesTests.holds(rule.siteScreen(parsed), given: index)
            let sites = try rule.rewrite(RuleContext(parsed: parsed, options: RuleOptions(includeReview: .all), ruleID: rule.id, index: index)).sites
            #expect(holds == isController, "\(superclass)")
            #expect(isController ? !sites.isEmpty : sites.isEmpty, "\(superclass)")
        }
    }
}
