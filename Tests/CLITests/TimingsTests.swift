import Foundation
import TestSupport
import Testing

/// Issue 48: `--timings` printed a negative "everything else": a run whose inputs the cache
/// knew builds its index only when a file's result misses, inside the rewrite phase, and both
/// phases counted that time. Now each instant counts once, so the phases add up to at most
/// the whole run.
@Suite struct TimingsTests {
    @Test func phasesNeverAddUpToMoreThanTheRun() throws {
        let directory = try TemporaryDirectory()
        let examples = ReadmeExampleTests.packageRoot + "/Examples/LegacyApp"
        // Enough indexed files that the index phase outweighs what the phases leave out.
        for copy in 1...6 {
            for name in try FileManager.default.contentsOfDirectory(atPath: examples) where name.hasSuffix(".swift") {
                try directory.write("App\(copy)/\(name)", bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: examples + "/" + name))))
            }
        }
        let run = ["diff", "--rules", "cell-content-configuration", "--cache-path", "cache", "--timings", "."]
        _ = try ModernizeBinary.run(run, in: directory.path, review: false)
        // Same inputs (the index is not built up front), other options: every result misses.
        let second = try ModernizeBinary.run(run, in: directory.path, review: true)
        let line = try #require(second.stderr.split(separator: "\n").first { $0.hasPrefix("timings: phases: ") }, "\(second.stderr)")
        #expect(line.contains("index parse"), "the index was built inside the rewrite phase: \(line)")
        let seconds = line.matches(of: /([a-z ]+) (-?[0-9.]+) s/).map { (String($0.output.1).trimmingCharacters(in: .whitespaces), Double($0.output.2)!) }
        let rest = try #require(seconds.first { $0.0 == "everything else" }?.1, "\(line)")
        #expect(rest >= 0, "\(line)")
        let whole = try #require(second.stderr.firstMatch(of: /whole run ([0-9.]+) s/).map { Double($0.output.1)! })
        let phases = seconds.filter { $0.0 != "everything else" }.map(\.1).reduce(0, +)
        // Each printed time is rounded to a millisecond.
        #expect(phases <= whole + 0.006, "phases \(phases) s in a run of \(whole) s: \(line)")
    }
}
