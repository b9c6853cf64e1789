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
    private static func holds(_ screen: SiteScreen, given index: ProjectIndex) -> Bool {
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
