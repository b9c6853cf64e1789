import Foundation
@testable import ModernizeCore
import Testing

/// Issue 48, item 3, without processes: the text reader keeps notes apart, names, colours,
/// "% done" and CSV cells. (`DashboardReadabilityTests` runs a real batch.)
@Suite struct DashboardReadabilityUnitTests {
    @Test func aNoteAfterASuggestionIsAFindingOfItsOwn() {
        let text = """
            A.swift:6:9: warning: [reconfigure-items] review rewrite not applied (--include-review applies it): cells are updated in place
                suggested: snapshot.reconfigureItems(ids)
            B.swift:7:9: note: [gcd-to-task] async on a custom DispatchQueue not rewritten: a Task would lose the queue's serial ordering
            C.swift:1:1: warning: [foreground-style] left as is

            """
        let findings = FindingsReader.text(text)
        #expect(findings.map(\.path) == ["A.swift", "B.swift", "C.swift"])
        #expect(findings[0].message == "review rewrite not applied (--include-review applies it): cells are updated in place")
        #expect(findings[0].suggestion == "snapshot.reconfigureItems(ids)")
        #expect(findings[1].rule == "gcd-to-task" && findings[1].line == 7)
    }

    @Test func ownerDoubleUnderscoreNameReadsAsOwnerSlashName() {
        #expect(Dashboard.displayName("apple__swift-nio") == "apple/swift-nio")
        #expect(Dashboard.displayName("apple__swift-nio-2") == "apple/swift-nio-2", "a collision suffix stays on the name")
        for unchanged in ["plain", "snake_case_name", "__init", "trailing__", "a__b__c", "a___b", "_img_src_x_onerror_alert_1__"] {
            #expect(Dashboard.displayName(unchanged) == unchanged)
        }
    }

    @Test func heatMapShadeIsTheMostDemandingTierLeft() {
        #expect(HeatMap.Shade(.init(safe: 40)) == .safe)
        #expect(HeatMap.Shade(.init(safe: 40, review: 1)) == .review)
        #expect(HeatMap.Shade(.init(safe: 40, review: 3, finding: 1)) == .finding)
        #expect(HeatMap.Shade(.init(suppressed: 3)) == .none)
        // The largest safe-only cell is deep green, never the red of a finding.
        #expect(HeatMap.style(.init(safe: 500), largest: 500).hasPrefix("background:hsl(142,60%,42%)"))
        #expect(HeatMap.style(.init(finding: 1), largest: 500).hasPrefix("background:hsl(0,"))
        // Several tiers: each as wide as its share, at the same depth.
        #expect(HeatMap.style(.init(safe: 2, finding: 2), largest: 4).hasPrefix("background:linear-gradient(90deg,hsl(142,60%,42%) 0% 50%,hsl(0,80%,42%) 50% 100%)"))
    }

    @Test func percentDoneCountsRewritesAppliedOrApplicable() throws {
        var repository = Dashboard.Repository(
            name: "a", path: "a", commit: "x", status: "ok", filesScanned: 1, filesChanged: 0, rules: [:], findings: [], findingsNotListed: 0)
        #expect(repository.percentDone == 100, "nothing found: nothing to do")
        (repository.sitesCounted, repository.sitesRewritable) = (8, 6)
        #expect(repository.percentDone == 75)
        repository.status = "failed"
        #expect(repository.percentDone == nil)
    }

    @Test func csvFieldsAreQuotedAndNeverFormulas() {
        #expect(RepositoryCSV.field("plain") == "plain")
        #expect(RepositoryCSV.field("a,b") == "\"a,b\"")
        #expect(RepositoryCSV.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(RepositoryCSV.field("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"")
        #expect(RepositoryCSV.field("-2+3") == "'-2+3" && RepositoryCSV.field("@cmd") == "'@cmd")
        #expect(RepositoryCSV.field("-1") == "-1", "a number stays a number")
        #expect(RepositoryCSV.field("a\u{1B}[2Jb") == "a\\033[2Jb")
    }

    @Test func statisticsFoldAFindingToItsCause() {
        #expect(RunStatistics.head(of: "left `cell` unchanged: `textAlignment = .left` has no equivalent") == "left `…` unchanged")
        #expect(RunStatistics.head(of: "left `x ? .red : nil` as is: it can be nil") == "left `…` as is", "a colon inside code ends nothing")
        #expect(RunStatistics.head(of: "not rewritten: snapshot.reconfigureItems needs iOS 15, deployment target is iOS 14; review: x")
                == "not rewritten: snapshot.reconfigureItems needs iOS 15")
        #expect(RunStatistics.head(of: "a lone ` backtick: rest") == "a lone ` backtick")
        #expect(RunStatistics.head(of: String(repeating: "long ", count: 40)).count == 80)
    }
}
