import Foundation
import ModernizeCore
import Rewrites
import Testing

@Suite struct DeprecationTableTests {
    let casesByRule = Dictionary(grouping: GoldenCase.all, by: \.rule)

    @Test func implementedRowsHaveACodemodAndGoldenCases() {
        for row in DeprecationTable.rows where row.status == .implemented {
            #expect(Codemods.codemod(id: row.id) != nil, "row \(row.id) is marked implemented but has no codemod")
            #expect(!(casesByRule[row.id] ?? []).isEmpty, "row \(row.id) is marked implemented but Golden/\(row.id)/ has no case")
        }
    }

    @Test func everyCodemodHasItsImplementedRow() {
        for codemod in Codemods.all {
            let row = DeprecationTable.row(id: codemod.id)
            #expect(row != nil, "codemod \(codemod.id) has no table row")
            #expect(row == codemod.row, "codemod \(codemod.id) carries a row that differs from the table's")
            #expect(row?.status == .implemented, "codemod \(codemod.id) exists but its row is not marked implemented")
            #expect(!codemod.triggers.isEmpty, "codemod \(codemod.id) has no trigger substrings")
        }
    }

    @Test func goldenDirectoriesBelongToImplementedRules() {
        for rule in casesByRule.keys {
            #expect(Codemods.codemod(id: rule) != nil, "Golden/\(rule)/ names no implemented codemod")
        }
    }

    @Test func idsAreUnique() {
        let ids = DeprecationTable.rows.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(Codemods.all.map(\.id)).count == Codemods.all.count)
    }

    @Test func readmeShowsTheCurrentTable() throws {
        let readme = try String(contentsOf: GoldenCase.goldenRoot.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let table = RuleTableRenderer.markdown(DeprecationTable.rows)
        #expect(readme.contains(table), "README's table is stale; paste the output of `swift run modernize rules --markdown`:\n\(table)")
    }
}
