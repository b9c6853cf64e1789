import Foundation
import TestSupport
import Testing

/// `rules --triggers` feeds the benchmark's ripgrep floor: it must list each implemented rule's
/// triggers, and a file containing none of them must indeed be left unparsed.
@Suite struct RulesTriggersTests {
    @Test func triggersAreListedPerRuleAndFilesWithoutThemAreNotParsed() throws {
        let directory = try TemporaryDirectory()
        let result = try ModernizeBinary.run(["rules", "--triggers"], in: directory.path)
        #expect(result.status == 0)
        let pairs = result.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(pairs.allSatisfy { $0.count == 2 && !$0[1].isEmpty }, "\(result.stdout)")
        #expect(pairs.contains { $0[0] == "reconfigure-items" && $0[1] == "reloadItems" })

        try directory.write("Quiet.swift", "let quiet = 1 // no trigger at all\n")
        let diff = try ModernizeBinary.run(["diff", "Quiet.swift"], in: directory.path)
        #expect(diff.stderr.contains("1 file scanned (0 parsed)"), "\(diff.stderr)")
    }

    /// A rule's index triggers (here `: UI`, for view classes) make files worth parsing for
    /// facts only when the rule's own trigger occurs somewhere in the run.
    @Test func indexTriggersOfARuleWithoutSitesParseNothing() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("App/Card.swift", "import UIKit\n\nfinal class CardView: UIView {}\n")
        _ = try directory.write("App/Model.swift", "struct Model {}\n")
        let quiet = try ModernizeBinary.run(["diff", "--no-cache", "--timings", "--rules", "constraint-item-to-anchors", "App"], in: directory.path)
        #expect(quiet.stderr.contains("(0 files parsed for facts)"), "\(quiet.stderr)")
        _ = try directory.write("App/Layout.swift", """
            import UIKit

            func pin(_ card: CardView, in view: UIView) {
                NSLayoutConstraint(item: card, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 0).isActive = true
            }

            """)
        let active = try ModernizeBinary.run(["diff", "--no-cache", "--timings", "--rules", "constraint-item-to-anchors", "App"], in: directory.path)
        #expect(active.stderr.contains("(2 files parsed for facts)"), "the card's class and the call's file: \(active.stderr)")
        #expect(active.stdout.contains("card.topAnchor.constraint(equalTo: view.topAnchor)"), "\(active.stdout)")
    }

    /// A rule alone must see the facts it needs, not only those other rules' triggers bring in:
    /// here the main-actor base class of a controller, declared in a file without GCD code.
    @Test func aRuleRunAloneSeesTheFactsItNeeds() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("App/Base.swift", "import UIKit\n\nclass BaseViewController: UIViewController {}\n")
        _ = try directory.write("App/Feed.swift", """
            import UIKit

            final class FeedViewController: BaseViewController {
                func load() {
                    DispatchQueue.global().async {
                        self.title = "Feed"
                    }
                }
            }

            """)
        for selection in [["--rules", "gcd-to-task"], []] {
            let run = try ModernizeBinary.run(["diff", "--no-cache"] + selection + ["App"], in: directory.path)
            #expect(run.stderr.contains("a main-actor `FeedViewController`"), "\(selection): \(run.stderr)")
        }
    }
}
