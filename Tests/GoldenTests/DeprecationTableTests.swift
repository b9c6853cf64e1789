import Foundation
import ModernizeCore
import ModernizeGenerator
import Rewrites
import Testing

@Suite struct DeprecationTableTests {
    let casesByRule = Dictionary(grouping: GoldenCase.all, by: \.rule)
    static let root = GoldenCase.goldenRoot.deletingLastPathComponent()

    @Test func everyCodemodHasGoldenCasesAndExamples() {
        for codemod in Codemods.all {
            #expect(codemod.description.status == .implemented, "codemod \(codemod.id) describes itself as planned")
            #expect(!(casesByRule[codemod.id] ?? []).isEmpty, "codemod \(codemod.id) has no case in Golden/\(codemod.id)/")
            #expect(!codemod.description.examples.isEmpty, "codemod \(codemod.id) carries no example for `modernize explain`")
            #expect(!codemod.triggers.isEmpty, "codemod \(codemod.id) has no trigger substrings")
        }
    }

    @Test func plannedRowsHaveNoCodemod() {
        for row in PlannedRules.all {
            #expect(row.status == .planned)
            #expect(Codemods.codemod(id: row.id) == nil, "\(row.id) is implemented: delete its planned row")
        }
    }

    @Test func goldenDirectoriesBelongToImplementedRules() {
        for rule in casesByRule.keys {
            #expect(Codemods.codemod(id: rule) != nil, "Golden/\(rule)/ names no implemented codemod")
        }
    }

    @Test func idsAreUnique() {
        let ids = Codemods.table.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    /// swift-format's GeneratedFilesValidityTests: the registry and README blocks match what the
    /// generator would write now.
    @Test func generatedFilesAreCurrent() throws {
        for file in try GeneratedFiles.expected(root: Self.root) {
            let current = try String(contentsOf: Self.root.appendingPathComponent(file.relativePath), encoding: .utf8)
            #expect(current == file.content, "\(file.relativePath) is stale: run `swift run generate-modernize` from the package root")
        }
    }
}

/// A rule's declared tiers are what its golden cases show its sites reaching: the table's
/// tiers column is derived from observed outcomes, not a claim.
@Suite struct DeclaredTiersTests {
    @Test(arguments: Codemods.all.map(\.id))
    func declaredTiersAreTheObservedOnes(_ ruleID: String) throws {
        var observed: Set<SiteTier> = []
        for golden in GoldenCase.all where golden.rule == ruleID {
            let sources = try golden.files.map { try SourceText.decode(path: $0.name, bytes: [UInt8](Data(contentsOf: $0.inputURL))) }
            let (rules, options) = try GoldenRunnerTests.configuration(for: golden, directives: golden.directives(in: sources[0].text))
            let results = GoldenProject(sources: sources, rules: rules, options: options, root: golden.isFolder ? golden.caseDirectory : nil).migrate().results
            for counts in results.compactMap({ $0.tierCounts[ruleID] }) {
                if counts.safe > 0 { observed.insert(.safe) }
                if counts.review > 0 { observed.insert(.review) }
                if counts.finding > 0 { observed.insert(.finding) }
            }
        }
        let declared = Set(try #require(Codemods.codemod(id: ruleID)).description.tiers)
        #expect(observed == declared, "\(ruleID) declares tiers \(declared.sorted()) but its golden cases reach \(observed.sorted())")
    }
}
