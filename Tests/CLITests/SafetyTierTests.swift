import Foundation
import TestSupport
import Testing

/// Safe rewrites apply by default, review rewrites only with `--include-review` (or the config
/// key), and every report carries the tier.
@Suite struct SafetyTierTests {
    /// One safe site (a cell the function creates itself) and one review site (a snapshot
    /// reload, which reconfiguring would keep the existing cell for).
    static let mixed = """
        import UIKit

        final class InboxController {
            func makeCell(title: String) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = title
                return cell
            }

            func refresh(_ ids: [Int]) {
                var snapshot = dataSource.snapshot()
                snapshot.reloadItems(ids)
                dataSource.apply(snapshot)
            }
        }

        """

    func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Inbox.swift", Self.mixed)
        return directory
    }

    @Test func diffShowsSafeRewritesAndReportsReviewOnesWithTheirCode() throws {
        let directory = try project()
        let result = try ModernizeBinary.run(["diff", "--min-ios", "17", "."], in: directory.path, review: false)
        #expect(result.status == 1)
        #expect(result.stdout.contains("+        var content = cell.defaultContentConfiguration()"))
        #expect(!result.stdout.contains("reconfigureItems"), "review rewrites are not in the default diff")
        #expect(result.stderr.contains("Inbox.swift:12:9: warning: [reconfigure-items] review rewrite not applied (--include-review applies it): the cells of `ids` are updated in place"), "\(result.stderr)")
        #expect(result.stderr.contains("    suggested: snapshot.reconfigureItems(ids)"))
        #expect(result.stderr.contains("cell-content-configuration  1 safe, 0 review, 0 findings"), "\(result.stderr)")
        #expect(result.stderr.contains("reconfigure-items           0 safe, 1 review (not applied), 0 findings, 0 edits"), "\(result.stderr)")
        #expect(result.stderr.contains("1 review rewrite not applied"))
    }

    /// A review site the baseline accepts is not printed, so the summary does not point at a
    /// warning "above" for it.
    @Test func reviewSitesAcceptedByABaselineAreNotCountedAsShown() throws {
        let directory = try project()
        _ = try ModernizeBinary.run(["diff", "--min-ios", "17", "--write-baseline", "baseline.json", "."], in: directory.path, review: false)
        let result = try ModernizeBinary.run(["diff", "--min-ios", "17", "--baseline", "baseline.json", "."], in: directory.path, review: false)
        #expect(!result.stderr.contains("warning: [reconfigure-items]"), "\(result.stderr)")
        #expect(!result.stderr.contains("each is a warning above"), "\(result.stderr)")
        #expect(result.stderr.contains("1 review rewrite not applied and accepted (baseline or unchanged lines): not shown"), "\(result.stderr)")
    }

    @Test func applyWithIncludeReviewWritesBothAndKeepsTheReviewNote() throws {
        let directory = try project()
        let result = try ModernizeBinary.run(["apply", "--include-review", "--min-ios", "17", "."], in: directory.path, review: false)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try directory.readText("Inbox.swift")
        #expect(text.contains("snapshot.reconfigureItems(ids)") && text.contains("cell.contentConfiguration = content"))
        #expect(result.stderr.contains("Inbox.swift:12:9: note: [reconfigure-items] review: the cells of `ids`"), "review notes are printed by apply too: \(result.stderr)")
    }

    @Test func reviewCanBeChosenPerRuleOnTheCommandLineOrInTheConfig() throws {
        let cli = try project()
        let perRule = try ModernizeBinary.run(["diff", "--include-review-rules", "reconfigure-items", "--min-ios", "17", "."], in: cli.path, review: false)
        #expect(perRule.stdout.contains("+        snapshot.reconfigureItems(ids)"))

        let configured = try project()
        try configured.write(".modernize.json", #"{"includeReview": ["reconfigure-items"]}"#)
        let fromConfig = try ModernizeBinary.run(["diff", "--min-ios", "17", "."], in: configured.path, review: false)
        #expect(fromConfig.stdout.contains("+        snapshot.reconfigureItems(ids)"), "\(fromConfig.stderr)")

        let both = try ModernizeBinary.run(["diff", "--include-review", "--include-review-rules", "gcd-to-task", "."], in: cli.path, review: false)
        #expect(both.status == 2 && both.stderr.contains("not both"))
    }

    @Test func jsonAndSarifCarryTheTier() throws {
        let directory = try project()
        let json = try ModernizeBinary.run(["diff", "--format", "json", "--min-ios", "17", "."], in: directory.path, review: false)
        let document = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        let finding = try #require((file["findings"] as? [[String: Any]])?.first)
        #expect(finding["tier"] as? String == "review" && finding["applied"] as? Bool == false)
        #expect((file["edits"] as? [[String: Any]])?.allSatisfy { $0["tier"] as? String == "safe" } == true)
        let rules = try #require((document["summary"] as? [String: Any])?["rules"] as? [String: [String: Int]])
        #expect(rules["reconfigure-items"]?["review"] == 1 && rules["reconfigure-items"]?["reviewApplied"] == 0)
        #expect(rules["cell-content-configuration"]?["safe"] == 1)

        let sarif = try ModernizeBinary.run(["diff", "--format", "sarif", "--include-review", "--min-ios", "17", "."], in: directory.path, review: false)
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let edits = results.filter { $0["fixes"] != nil }
        #expect(edits.contains { $0["ruleId"] as? String == "reconfigure-items" && $0["level"] as? String == "warning" })
        #expect(edits.contains {
            $0["ruleId"] as? String == "cell-content-configuration" && $0["level"] as? String == "warning"
                && ($0["properties"] as? [String: String])?["tier"] == "safe"
        }, "a pending safe rewrite is a warning (it is what diff exits 1 for)")
    }

    @Test func explainWorksFromAnInstalledBinaryWithoutTheCheckout() throws {
        let installed = try TemporaryDirectory()
        let copy = installed.path + "/modernize"
        try FileManager.default.copyItem(atPath: ModernizeBinary.path, toPath: copy)
        let result = try runProcess(copy, ["explain", "gcd-to-task"], in: installed.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("tiers:     safe/review/finding"))
        #expect(result.stdout.contains("Example main-async-in-view-controller:"))
        #expect(result.stdout.contains("Task { @MainActor in"))
    }
}
