import Foundation
import TestSupport
import Testing

/// The documented exit codes, as a script sees them. Code 3 (a rule failed) needs a failing
/// rule, which the shipped binary does not have: `MigrationRunSafetyTests` proves it on a real
/// apply run with a throwing test codemod.
@Suite struct ExitCodeTests {
    @Test func zeroOneAndTwoMeanWhatTheHelpSays() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        try directory.write("Plain.swift", "let x = 1\n")

        #expect(try ModernizeBinary.run(["diff", "Plain.swift"], in: directory.path).status == 0, "nothing to change")
        #expect(try ModernizeBinary.run(["diff", "."], in: directory.path).status == 1, "changes pending")
        #expect(try ModernizeBinary.run(["apply", "."], in: directory.path).status == 0, "apply succeeded")
        #expect(try ModernizeBinary.run(["diff", "."], in: directory.path).status == 0, "nothing left to change")
        #expect(try ModernizeBinary.run(["apply", "Nope.swift"], in: directory.path).status == 2, "I/O error")
        #expect(try ModernizeBinary.run(["apply", "--jobs", "0", "."], in: directory.path).status == 2, "usage error")

        // One table, in the tool's help and in diff's and apply's.
        for command in [[], ["diff"], ["apply"]] {
            let help = try ModernizeBinary.run(command + ["--help"], in: directory.path)
            #expect(help.status == 0)
            let helpText = help.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
            for documented in [
                "0 nothing to act on", "1 diff without --fail-on: changes pending", "with --fail-on LEVEL (diff, apply): a result at or above LEVEL left",
                "with --exit-zero (diff), whatever the run leaves", "2 usage or I/O error", "3 internal rule error", "A file that does not parse is not an exit 2",
            ] {
                #expect(helpText.contains(documented), "`\(command) --help` does not document `\(documented)`")
            }
        }
    }

    /// Issue 48: `--fail-on`, when given, decides `diff`'s status too (a pending rewrite is a
    /// warning), so an informational step no longer needs `|| true`; `--exit-code` keeps git's
    /// meaning on request.
    @Test func failOnDecidesDiffsStatus() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)  // one pending rewrite, nothing else
        let below = try ModernizeBinary.run(["diff", "--fail-on", "error", "."], in: directory.path)
        #expect(below.status == 0, "a pending rewrite is a warning, below error: \(below.stderr)")
        #expect(below.stdout.contains("+++ b/List.swift"), "the diff is printed all the same")
        let at = try ModernizeBinary.run(["diff", "--fail-on", "warning", "."], in: directory.path)
        #expect(at.status == 1 && at.stderr.contains("the run leaves 1 warning (--fail-on warning): exit 1"), "\(at.stderr)")
        #expect(try ModernizeBinary.run(["diff", "--fail-on", "error", "--exit-code", "."], in: directory.path).status == 1, "git's meaning, asked for")
        try directory.write(".modernize.json", #"{"severity": {"reconfigure-items": "error"}}"#)
        #expect(try ModernizeBinary.run(["diff", "--fail-on", "error", "."], in: directory.path).status == 1, "a rule raised to error")
    }

    /// `--exit-zero` (ruff's meaning): 0 whatever the run leaves, but usage and I/O errors keep 2,
    /// so `|| true` (which hid them) is not needed.
    @Test func exitZeroKeepsOnlyRealFailures() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        let pending = try ModernizeBinary.run(["diff", "--exit-zero", "."], in: directory.path)
        #expect(pending.status == 0 && pending.stdout.contains("+++ b/List.swift"), "\(pending.stderr)")
        #expect(try ModernizeBinary.run(["diff", "--exit-zero", ".", "Missing.swift"], in: directory.path).status == 2, "an I/O error still exits 2")
        for conflicting in [["--fail-on", "warning"], ["--exit-code"]] {
            let refused = try ModernizeBinary.run(["diff", "--exit-zero"] + conflicting + ["."], in: directory.path)
            #expect(refused.status == 2 && refused.stderr.contains("give either --exit-zero or \(conflicting[0])"), "\(refused.stderr)")
        }
    }
}
