import Foundation
@testable import ModernizeCore
import TestSupport
import SwiftSyntax
import Testing

/// Renames `old` to `new` everywhere as one change across `files`; the first site of a file
/// also writes that file's `companions`.
private struct GroupedRename: Codemod {
    let description = testRow("grouped")
    let triggers = ["old"]
    let files: [String]
    var companions: [String: [CompanionFile]] = [:]
    /// Rewrites every `Info.plist` the index read, appending `<!-- new -->` before the end.
    var rewritePropertyLists = false
    var indexInterest: IndexInterest { IndexInterest(triggers: ["old"], propertyLists: rewritePropertyLists) }

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        var extra = companions[context.path] ?? []
        if rewritePropertyLists {
            extra += context.index.propertyLists.compactMap { list in
                list.text.map { CompanionFile.rewrite(list.path, from: $0, to: $0 + "<!-- new -->\n") }
            }
        }
        for token in context.tree.tokens(viewMode: .sourceAccurate) where token.text == "old" {
            let edit = SourceEdit(range: token.positionAfterSkippingLeadingTrivia..<token.endPositionBeforeTrailingTrivia, replacement: "new")
            output.append(Site.safe(at: token, [edit]).inGroup(SiteGroup(id: "g", files: files), companions: extra))
            extra = []
        }
        return output
    }
}

@Suite struct ChangesAcrossFilesTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write("A.swift", "let old = 1\n")
        try directory.write("B.swift", "let x = old\n")
    }

    private func run(_ rule: GroupedRename, mode: MigrationRun.Mode = .dryRun, only: [String]? = nil) -> [FileReport] {
        var run = MigrationRun(rules: [rule], options: RuleOptions(), mode: mode, jobs: 2)
        run.indexRoots = [directory.path]
        if let only { run.onlyFiles = Set(only.map { URL(fileURLWithPath: directory.path + "/" + $0).standardizedFileURL.resolvingSymlinksInPath().path }) }
        return run.run(files: ["A.swift", "B.swift"].map { SourceFile(path: directory.path + "/" + $0, displayPath: $0) })
    }

    private func report(_ reports: [FileReport], _ path: String) throws -> FileReport {
        try #require(reports.first { $0.path == path })
    }

    @Test func appliesInEveryFileWhenEachTakesItsPart() throws {
        let reports = run(GroupedRename(files: ["A.swift", "B.swift"]), mode: .apply)
        #expect(try directory.readText("A.swift") == "let new = 1\n")
        #expect(try directory.readText("B.swift") == "let x = new\n")
        #expect(try report(reports, "A.swift").outcome == .changed)
    }

    /// Issue 31 item 12: a member whose write fails after the pre-check (here: another writer
    /// edits it right before its swap) rolls back the members already written.
    @Test func aMemberThatFailsToWriteRollsBackTheOthers() throws {
        let b = directory.path + "/B.swift"
        FileReplacement.setBeforeSwapHook(for: b) { try? Data("let x = old // edited\n".utf8).write(to: URL(fileURLWithPath: b)) }
        defer { FileReplacement.setBeforeSwapHook(for: b, nil) }
        let reports = run(GroupedRename(files: ["A.swift", "B.swift"]), mode: .apply)
        #expect(try directory.readText("B.swift") == "let x = old // edited\n", "the other writer's edit is kept")
        #expect(try directory.readText("A.swift") == "let old = 1\n", "A's part is rolled back")
        guard case .skipped(let reason) = try report(reports, "A.swift").outcome else { Issue.record("A.swift is not reported undone"); return }
        #expect(reason.contains("rolled back: its change across files could not be written whole (B.swift was not written)"), "\(reason)")
    }

    /// Issue 31 item 16: a file the change creates (a SceneDelegate.swift) made by someone else
    /// mid-run: the companion is not written and the members already written are rolled back.
    @Test func aCompanionCreatedBySomeoneElseMidRunRollsBackTheGroup() throws {
        let a = directory.path + "/A.swift"
        let made = directory.path + "/New.swift"
        FileReplacement.setBeforeSwapHook(for: a) { try? Data("let theirs = 1\n".utf8).write(to: URL(fileURLWithPath: made)) }
        defer { FileReplacement.setBeforeSwapHook(for: a, nil) }
        let rule = GroupedRename(files: ["A.swift", "B.swift"], companions: ["A.swift": [.create("New.swift", text: "let made = 1\n")]])
        let reports = run(rule, mode: .apply)
        #expect(try directory.readText("New.swift") == "let theirs = 1\n", "the other writer's file is kept")
        #expect(try directory.readText("A.swift") == "let old = 1\n")
        #expect(try directory.readText("B.swift") == "let x = old\n")
        for path in ["A.swift", "B.swift"] {
            guard case .skipped(let reason) = try report(reports, path).outcome else { Issue.record("\(path) is not reported undone"); continue }
            #expect(reason.contains("rolled back: its change across files could not be written whole (New.swift was not written)"), "\(reason)")
        }
    }

    @Test func aReadOnlyMemberBlocksTheGroupBeforeAnythingIsWritten() throws {
        chmod(directory.path + "/B.swift", 0o444)
        let reports = run(GroupedRename(files: ["A.swift", "B.swift"]), mode: .apply)
        #expect(try directory.readText("A.swift") == "let old = 1\n")
        #expect(try report(reports, "A.swift").outcome == .unchanged)
        let finding = try #require(try report(reports, "A.swift").findings.first)
        #expect(finding.message.contains("B.swift cannot be written (file is read-only), so none of the change is"), "\(finding.message)")
    }

    @Test func aSuppressedPartBlocksEveryFile() throws {
        try directory.write("B.swift", "// modernize:disable-next-line grouped -- not yet\nlet x = old\n")
        let reports = run(GroupedRename(files: ["A.swift", "B.swift"]), mode: .apply)
        #expect(try directory.readText("A.swift") == "let old = 1\n")
        let finding = try #require(try report(reports, "A.swift").findings.first)
        #expect(finding.message.contains("applies whole or not at all"))
        #expect(finding.message.contains("B.swift does not take its part: a `// modernize:` comment silences its part at line 2"))
        #expect(finding.suggestion == "let new = 1")
    }

    @Test func aFileWithAParseErrorBlocksEveryFile() throws {
        try directory.write("B.swift", "let x = old\nfunc (\n")
        let reports = run(GroupedRename(files: ["A.swift", "B.swift"]))
        #expect(try report(reports, "A.swift").diff.isEmpty)
        #expect(try report(reports, "A.swift").findings.first?.message.contains("B.swift cannot take its part: B.swift:2:") == true)
    }

    @Test func aFileOutsideTheChangedSetBlocksEveryFile() throws {
        let reports = run(GroupedRename(files: ["A.swift", "B.swift"]), only: ["A.swift"])
        #expect(reports.count == 1)
        #expect(try report(reports, "A.swift").diff.isEmpty)
        #expect(try report(reports, "A.swift").findings.first?.message.contains("B.swift cannot take its part: not migrated in this run") == true)
    }

    @Test func aListedFileWithoutASiteBlocksEveryFile() throws {
        try directory.write("B.swift", "let x = 2\n")
        let reports = run(GroupedRename(files: ["A.swift", "B.swift"]))
        #expect(try report(reports, "A.swift").findings.first?.message.contains("B.swift did not take its part") == true)
    }

    @Test func createsANewFileAtomicallyAndDiffsItFromDevNull() throws {
        let rule = GroupedRename(files: ["A.swift", "B.swift"], companions: ["A.swift": [.create("New.swift", text: "let made = 1\n")]])
        let diff = run(rule).map(\.diff).joined()
        #expect(diff.contains("--- /dev/null\n+++ b/New.swift\n@@ -0,0 +1,1 @@\n+let made = 1\n"))
        let git = try #require(which("git"))
        let patched = try TemporaryDirectory()
        try patched.write("A.swift", "let old = 1\n")
        try patched.write("B.swift", "let x = old\n")
        try patched.write("x.patch", diff)
        #expect(try runProcess(git, ["apply", "x.patch"], in: patched.path).status == 0)

        let reports = run(rule, mode: .apply)
        #expect(try report(reports, "New.swift").outcome == .changed)
        for name in ["A.swift", "B.swift", "New.swift"] {
            #expect(try directory.readText(name) == patched.readText(name), "git apply of the diff equals apply: \(name)")
        }
    }

    @Test func anExistingFileIsNeverOverwrittenAndBlocksTheChange() throws {
        try directory.write("New.swift", "let mine = 1\n")
        let rule = GroupedRename(files: ["A.swift", "B.swift"], companions: ["A.swift": [.create("New.swift", text: "let made = 1\n")]])
        let reports = run(rule, mode: .apply)
        #expect(try directory.readText("New.swift") == "let mine = 1\n")
        #expect(try directory.readText("B.swift") == "let x = old\n")
        #expect(try report(reports, "A.swift").findings.first?.message.contains("New.swift exists already") == true)
    }

    @Test func aFileOutsideTheMigratedDirectoriesIsNotCreated() throws {
        let rule = GroupedRename(files: ["A.swift", "B.swift"], companions: ["A.swift": [.create("../Escaped.swift", text: "let made = 1\n")]])
        let reports = run(rule, mode: .apply)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/../Escaped.swift"))
        #expect(try report(reports, "B.swift").findings.first?.message.contains("outside the directories being migrated") == true)
    }

    @Test func rewritesAPropertyListTheIndexRead() throws {
        try directory.write("App/Info.plist", "<plist>\r\n</plist>\r\n")
        let reports = run(GroupedRename(files: ["A.swift", "B.swift"], rewritePropertyLists: true), mode: .apply)
        #expect(try directory.readText("App/Info.plist") == "<plist>\r\n</plist>\r\n<!-- new -->\n")
        #expect(try report(reports, "App/Info.plist").outcome == .changed)
    }

    @Test func twoGroupsWritingOneFileAreBothBlocked() {
        let part = { (id: String) in
            GroupPart(ruleID: "r", group: SiteGroup(id: id, files: ["A.swift"]), companions: [.create("N.swift", text: id)])
        }
        let blocked = GroupSettlement.blockedGroups(parts: ["A.swift": [part("one"), part("two")]])
        #expect(blocked.keys.sorted() == ["r/one", "r/two"])
    }

    /// Two classes' changes both adding one Info.plist key write the same text: one write, both apply.
    @Test func twoGroupsWritingOneFileAlikeShareTheWrite() {
        let part = { (id: String) in
            GroupPart(ruleID: "r", group: SiteGroup(id: id, files: ["A.swift"]), companions: [.rewrite("Info.plist", from: "a", to: "ab")])
        }
        #expect(GroupSettlement.blockedGroups(parts: ["A.swift": [part("one"), part("two")]]).isEmpty)
    }

    /// A rule taking part in another rule's change: one key, so a part held back by either
    /// rule blocks the whole change.
    @Test func aGroupOwnedByAnotherRuleIsOneChangeWithIt() {
        let shared = SiteGroup(id: "Model", files: ["Model.swift", "View.swift"], owner: "observable-macro")
        let model = GroupPart(ruleID: "observable-macro", group: SiteGroup(id: "Model", files: ["Model.swift", "View.swift"]), appliedSites: true)
        let view = GroupPart(ruleID: "uikit-observation-tracking", group: shared, heldBack: "a part of it is a finding at line 9")
        #expect(model.key == view.key)
        let blocked = GroupSettlement.blockedGroups(parts: ["Model.swift": [model], "View.swift": [view]])
        #expect(blocked["observable-macro/Model"]?.contains("View.swift does not take its part") == true)
        var applied = view
        applied.heldBack = nil
        applied.appliedSites = true
        #expect(GroupSettlement.blockedGroups(parts: ["Model.swift": [model], "View.swift": [applied]]).isEmpty)
    }

    /// One file applied a site of the group and held another back (a finding beside a rewrite):
    /// merged, its part is held back, and the group must still be blocked, or the applied half is written.
    @Test func aFileHoldingBackOneSiteAndApplyingAnotherBlocksTheGroup() {
        let group = SiteGroup(id: "g", files: ["A.swift"])
        let merged = GroupPart.merged([
            GroupPart(ruleID: "r", group: group, heldBack: "a part of it is a finding at line 8"),
            GroupPart(ruleID: "r", group: group, appliedSites: true),
        ])
        let blocked = GroupSettlement.blockedGroups(parts: ["A.swift": merged])
        #expect(blocked["r/g"]?.contains("a part of it is a finding at line 8") == true)
        // Held back everywhere, nothing applied: nothing to block.
        let heldOnly = GroupSettlement.blockedGroups(parts: ["A.swift": [GroupPart(ruleID: "r", group: group, heldBack: "review")]])
        #expect(heldOnly.isEmpty)
    }
}
