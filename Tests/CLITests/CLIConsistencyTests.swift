import Foundation
import TestSupport
import Testing

/// What a subcommand's `--help` lists works there; defaults are printed once; no path means
/// the current directory; `--color` / `NO_COLOR`; `batch --no-cache`.
@Suite struct CLIConsistencyTests {
    static let gateOptions = ["--fail-on", "--baseline", "--write-baseline", "--timings", "--format"]

    @Test func reviewAndBatchListOnlyOptionsTheyHonour() throws {
        let here = FileManager.default.currentDirectoryPath
        let review = try ModernizeBinary.run(["review", "--help"], in: here)
        for option in Self.gateOptions { #expect(!review.stdout.contains(option + " "), "review --help lists \(option)") }
        let refused = try ModernizeBinary.run(["review", "--fail-on", "any", "."], in: here)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("Unknown option '--fail-on'"), "\(refused.stderr)")

        let batch = try ModernizeBinary.run(["batch", "--help"], in: here)
        for option in ["--fail-on", "--baseline", "--write-baseline", "--timings", "--changed-since", "--staged", "--cache-path"] {
            #expect(!batch.stdout.contains(option + " "), "batch --help lists \(option)")
        }
        #expect(batch.stdout.contains("--no-cache"))
        for option in Self.gateOptions + ["--changed-since", "--staged", "--config", "--color", "--stdin-filename"] {
            let diff = try ModernizeBinary.run(["diff", "--help"], in: here)
            #expect(diff.stdout.contains(option), "diff --help lacks \(option)")
        }
    }

    /// ArgumentParser appends "(default: X)" itself: a help text that says it again printed
    /// it twice ("(default: number of cores) ... (default: 2)").
    @Test func defaultsArePrintedOnce() throws {
        let here = FileManager.default.currentDirectoryPath
        for command in ["diff", "apply", "review", "batch", "batch-merge", "config"] {
            let help = try ModernizeBinary.run([command, "--help"], in: here).stdout
            // Options start at two spaces then a dash; continuation lines are indented further.
            var blocks: [String] = []
            for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("  -") || blocks.isEmpty { blocks.append(String(line)) } else { blocks[blocks.count - 1] += " " + line.trimmingCharacters(in: .whitespaces) }
            }
            for block in blocks {
                let count = block.matches(of: /\(default[: ]/).count
                #expect(count <= 1, "\(command): \(block)")
            }
            #expect(!help.contains("(default: \(ProcessInfo.processInfo.activeProcessorCount))"), "\(command) prints this machine's core count as a default")
        }
    }

    @Test func noPathMeansTheCurrentDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/List.swift", Fixtures.legacy)
        let run = try ModernizeBinary.run(["diff"], in: directory.path)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("--- a/App/List.swift\n+++ b/App/List.swift\n"), "\(run.stdout)")
    }

    @Test func colorFollowsTheOptionAndNoColor() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Fixtures.legacy)
        let always = try ModernizeBinary.run(["diff", "--color", "always", "A.swift"], in: directory.path)
        #expect(always.stdout.contains("\u{1B}["), "--color always colors a pipe")
        let auto = try ModernizeBinary.run(["diff", "A.swift"], in: directory.path)
        #expect(!auto.stdout.contains("\u{1B}["), "auto: not a terminal")
        let bad = try ModernizeBinary.run(["diff", "--color", "sometimes", "A.swift"], in: directory.path)
        #expect(bad.status == 2)

        // On a terminal (util-linux `script`): colored unless NO_COLOR or --color never.
        func onTerminal(_ arguments: [String], noColor: Bool) throws -> String {
            try ModernizeBinary.onTerminal(["diff", "--include-review", "--no-cache"] + arguments + ["A.swift"], noColor: noColor, in: directory.path)
        }
        let colored = try onTerminal([], noColor: false)
        #expect(colored.contains("\u{1B}[32m+"), "a terminal is colored by default: \(colored)")
        #expect(!(try onTerminal([], noColor: true)).contains("\u{1B}[32m"), "NO_COLOR turns color off")
        #expect(!(try onTerminal(["--color", "never"], noColor: false)).contains("\u{1B}[32m"))
        #expect((try onTerminal(["--color", "always"], noColor: true)).contains("\u{1B}[32m"), "--color always wins over NO_COLOR")
    }

    @Test func batchHonoursNoCache() throws {
        let directory = try TemporaryDirectory()
        try directory.write("repo/A.swift", Fixtures.legacy)
        let cache = directory.path + "/xdg"
        func batch(_ extra: [String], out: String) throws -> ProcessResult {
            try runProcess("/usr/bin/env", ["XDG_CACHE_HOME=\(cache)", ModernizeBinary.path, "batch", "--include-review"] + extra + ["--out", out, "repo"], in: directory.path)
        }
        let uncached = try batch(["--no-cache"], out: "out1")
        #expect(uncached.status == 0, "\(uncached.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cache + "/swift-modernize"), "--no-cache writes no cache")
        #expect(try directory.readText("out1/repo.patch").contains("reconfigureItems"))

        let cached = try batch([], out: "out2")
        #expect(cached.status == 0, "\(cached.stderr)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache + "/swift-modernize")
        #expect(entries.count == 1, "one cache per repository, as `modernize diff REPO` uses")
        // The same patch either way, and the cache `diff` would use is the one batch warmed.
        #expect(try directory.readText("out2/repo.patch") == directory.readText("out1/repo.patch"))
    }
}

/// A small `--max-file-size` is reported in a unit that tells the two sizes apart, never
/// "0.0 MB is larger than the 0.0 MB limit".
@Suite struct FileSizeMessageTests {
    @Test func smallLimitsKeepReadableDistinctSizes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Fixtures.legacy)  // under 1 KB
        let bytes = Fixtures.legacy.utf8.count
        let tiny = try ModernizeBinary.run(["diff", "--max-file-size", "10", "A.swift"], in: directory.path)
        #expect(tiny.stderr.contains("A.swift: skipped: \(bytes) bytes is larger than the 10 bytes limit (--max-file-size)"), "\(tiny.stderr)")
        try directory.write("B.swift", Fixtures.legacy + String(repeating: "// padding\n", count: 150))
        let kilo = try ModernizeBinary.run(["diff", "--max-file-size", "1k", "B.swift"], in: directory.path)
        #expect(kilo.stderr.contains("KB is larger than the 1 KB limit (--max-file-size)"), "\(kilo.stderr)")
        #expect(!kilo.stderr.contains("0.0 MB"))
    }
}
