import Foundation
import TestSupport
import Testing

/// The progress line of `diff`/`apply` appears only on a terminal; `--quiet` drops the summary
/// and notes but keeps the findings.
@Suite struct QuietAndProgressTests {
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        _ = try directory.write("A.swift", "import SwiftUI\n\nstruct A: View {\n    var body: some View { Text(\"a\").foregroundColor(Color.red) }\n}\n")
        return directory
    }

    @Test func progressLineOnlyOnATerminal() throws {
        let directory = try Self.project()
        let redirected = try ModernizeBinary.run(["diff", "A.swift"], in: directory.path)
        #expect(!redirected.stderr.contains("\u{1B}[K"), "no progress when stderr is not a terminal: \(redirected.stderr)")
        let script = try #require(which("script"), "util-linux `script` gives the run a pseudo-terminal")
        let command = "MODERNIZE_PROGRESS_DELAY=0 '\(ModernizeBinary.path)' diff --no-cache A.swift"
        let terminal = try runProcess(script, ["-qec", command, "/dev/null"], in: directory.path)
        #expect(terminal.stdout.contains("\r\u{1B}[Kfiles 1/1"), "\(terminal.stdout)")
        let drawn = try #require(terminal.stdout.range(of: "files 1/1"))
        #expect(terminal.stdout[drawn.upperBound...].contains("\r\u{1B}[K"), "the line is erased before the run's output: \(terminal.stdout)")
        let quiet = try runProcess(script, ["-qec", command + " --quiet", "/dev/null"], in: directory.path)
        #expect(!quiet.stdout.contains("files 1/1"), "\(quiet.stdout)")
    }

    /// A big project spends its first seconds reading and indexing: the line shows those steps
    /// too, in order, before the rewrite phase's `files` count.
    @Test func progressShowsTheStepsBeforeTheRewritePhase() throws {
        let directory = try Self.project()
        _ = try directory.write("Cell.swift", "import UIKit\n\nclass Cell: UITableViewCell {\n    override func awakeFromNib() { textLabel?.text = \"x\" }\n}\n")
        _ = try directory.write("Plain.swift", "let answer = 42\n")
        let script = try #require(which("script"), "util-linux `script` gives the run a pseudo-terminal")
        let command = "MODERNIZE_PROGRESS_DELAY=0 '\(ModernizeBinary.path)' diff --no-cache --jobs 1 ."
        let terminal = try runProcess(script, ["-qec", command, "/dev/null"], in: directory.path).stdout
        let scanning = try #require(terminal.range(of: "scanning 3/3"), "every file is read for triggers: \(terminal)")
        let indexing = try #require(terminal.range(of: "indexing "), "\(terminal)")
        let files = try #require(terminal.range(of: "files 3/3"), "\(terminal)")
        #expect(scanning.upperBound <= indexing.lowerBound && indexing.upperBound <= files.lowerBound, "\(terminal)")
    }

    @Test func quietKeepsFindingsAndDropsTheSummary() throws {
        let directory = try Self.project()
        let normal = try ModernizeBinary.run(["diff", "A.swift"], in: directory.path, review: false)
        let quiet = try ModernizeBinary.run(["diff", "--quiet", "A.swift"], in: directory.path, review: false)
        #expect(normal.stderr.contains("1 file scanned"), "\(normal.stderr)")
        #expect(!quiet.stderr.contains(" scanned ("), "\(quiet.stderr)")
        #expect(quiet.stderr.contains("[foreground-style]"), "findings stay: \(quiet.stderr)")
        #expect(quiet.stdout == normal.stdout && quiet.status == normal.status)
    }
}
