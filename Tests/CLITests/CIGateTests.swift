import Foundation
import TestSupport
import Testing

/// CI integrations: GitHub annotations, `--fail-on`, baselines that survive line shifts.
@Suite struct CIGateTests {
    static let legacy = """
        import Foundation

        func read() -> Int {
            DispatchQueue.main.sync { 1 }
        }

        """

    @Test func githubFormatPrintsWorkflowCommands() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/A b.swift", Self.legacy)
        let result = try ModernizeBinary.run(["diff", "--format", "github", "Sources"], in: directory.path, review: false)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("::warning file=Sources/A b.swift,line=4,col=5,endLine=4,endColumn=34,title=modernize [gcd-to-task]::DispatchQueue.main.sync not rewritten"), "\(result.stdout)")
        #expect(result.stdout.contains("%0Asuggested:%0Aawait MainActor.run { ... }"), "newlines are escaped")
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test func failOnTurnsLeftoverSitesIntoExitOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Self.legacy)
        #expect(try ModernizeBinary.run(["diff", "."], in: directory.path, review: false).status == 0, "findings alone do not fail")
        let gated = try ModernizeBinary.run(["diff", "--fail-on", "findings", "."], in: directory.path, review: false)
        #expect(gated.status == 1 && gated.stderr.contains("--fail-on findings"), "\(gated.stderr)")
        #expect(try ModernizeBinary.run(["diff", "--fail-on", "review", "."], in: directory.path, review: false).status == 0)
        #expect(try ModernizeBinary.run(["apply", "--fail-on", "any", "."], in: directory.path, review: false).status == 1)
    }

    @Test func baselineAcceptsTodaysSitesEvenWhenLinesMove() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Self.legacy)
        let written = try ModernizeBinary.run(["diff", "--write-baseline", "baseline.json", "."], in: directory.path, review: false)
        #expect(written.stderr.contains("note: wrote 1 accepted site to baseline.json"), "\(written.stderr)")

        // Lines shift above the accepted site, and a new site appears.
        try directory.write("A.swift", "// a new header line\n// and another\n" + Self.legacy + "\nfunc again() -> Int {\n    DispatchQueue.main.sync { 2 }\n}\n")
        let gated = try ModernizeBinary.run(["diff", "--baseline", "baseline.json", "--fail-on", "findings", "."], in: directory.path, review: false)
        #expect(gated.status == 1, "the new site still fails: \(gated.stderr)")
        #expect(gated.stderr.contains("note: 1 site accepted by the baseline baseline.json"), "\(gated.stderr)")
        #expect(gated.stderr.contains("A.swift:10:5: warning: [gcd-to-task]") && !gated.stderr.contains("A.swift:6:5"), "\(gated.stderr)")

        try directory.write("bad.json", "{}")
        let bad = try ModernizeBinary.run(["diff", "--baseline", "bad.json", "."], in: directory.path, review: false)
        #expect(bad.status == 2 && bad.stderr.contains("cannot read it as a modernize baseline"))
    }
}

/// `--changed-since` / `--staged`: only what git reports as changed is migrated.
@Suite struct ChangedFilesTests {
    @Test func onlyChangedOrStagedFilesAreMigrated() throws {
        let git = try #require(which("git"))
        let directory = try TemporaryDirectory()
        try directory.write("Old.swift", Fixtures.legacy)
        try directory.write("Touched.swift", Fixtures.legacy)
        for arguments in [["init", "-q", "."], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]] {
            #expect(try runProcess(git, arguments, in: directory.path).status == 0)
        }
        try directory.write("Touched.swift", Fixtures.legacy + "// edited\n")
        try directory.write("New.swift", Fixtures.legacy)
        let since = try ModernizeBinary.run(["diff", "--changed-since", "HEAD", "."], in: directory.path)
        #expect(since.stdout.contains("+++ b/Touched.swift") && since.stdout.contains("+++ b/New.swift"), "\(since.stdout)")
        #expect(!since.stdout.contains("Old.swift"))

        #expect(try runProcess(git, ["add", "New.swift"], in: directory.path).status == 0)
        let staged = try ModernizeBinary.run(["diff", "--staged", "."], in: directory.path)
        #expect(staged.stdout.contains("+++ b/New.swift") && !staged.stdout.contains("Touched.swift"), "\(staged.stdout)")

        let unknown = try ModernizeBinary.run(["diff", "--changed-since", "no-such-branch", "."], in: directory.path)
        #expect(unknown.status == 2 && unknown.stderr.contains("'no-such-branch' is not a commit"))
        let outside = try TemporaryDirectory()
        try outside.write("A.swift", Fixtures.legacy)
        let notGit = try ModernizeBinary.run(["diff", "--staged", "."], in: outside.path)
        #expect(notGit.status == 2 && notGit.stderr.contains("is not inside a git work tree"), "\(notGit.stderr)")
    }
}
