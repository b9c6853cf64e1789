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

        let help = try ModernizeBinary.run(["--help"], in: directory.path)
        #expect(help.status == 0)
        let helpText = help.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        for documented in ["0 nothing to change", "1 changes pending", "2 usage or I/O error", "3 internal rule error"] {
            #expect(helpText.contains(documented), "`--help` does not document `\(documented)`")
        }
    }
}
