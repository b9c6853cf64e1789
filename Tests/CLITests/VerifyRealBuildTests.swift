import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 26 with the real `swift build` (no fake compiler): the fixture package
/// (Tests/CLITests/Fixtures/Verify/ObservablePackage) has two @Observable changes and one
/// snapshot rewrite; Tally's change breaks Uses.swift, a file the configuration excludes (so the
/// index never reads it) and no rewrite touches.
///
/// One test, one copy of the package and one scratch path, so the stand-in Combine and SwiftUI
/// modules build once (the first baseline) and every later build recompiles only the app:
/// about 35 s on 2 free cores, most of it that first build.
@Suite struct VerifyRealBuildTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Verify/ObservablePackage")
    static let appFiles = ["Counter", "Tally", "TallyView", "Uses", "Lists"]

    @Test(.enabled(if: which("swift") != nil)) func theRealBuildTracesAChangeThatBreaksAnotherFileAndSurvivesCtrlC() throws {
        let directory = try TemporaryDirectory()
        let package = directory.path + "/App"
        try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: package)
        let command = "swift build --scratch-path '\(directory.path)/scratch'"
        let arguments = ["apply", "--include-review", "--min-ios", "17", "--no-cache", "--verify", command, "--verify-log", "../build.log", "Sources/App"]
        var original: [String: String] = [:]
        for name in Self.appFiles { original[name] = try directory.readText("App/Sources/App/\(name).swift") }

        // 1. Bisection over changes across files: Tally's change (Tally.swift and TallyView.swift)
        // breaks Uses.swift; it is reverted whole, Counter's change and the snapshot rewrite stay.
        let result = try ModernizeBinary.run(arguments, in: package, review: false)
        #expect(result.status == 0, "\(result.stderr)")
        let counter = original["Counter"]!
            .replacingOccurrences(of: "final class Counter: ObservableObject {\n    @Published var count", with: "@Observable final class Counter {\n    var count")
            .replacingOccurrences(of: "@ObservedObject var counter", with: "var counter")
        #expect(try directory.readText("App/Sources/App/Counter.swift") == counter, "Counter's change is kept whole")
        #expect(try directory.readText("App/Sources/App/Lists.swift") == original["Lists"]!.replacingOccurrences(of: "snapshot.reloadItems", with: "snapshot.reconfigureItems"))
        for name in ["Tally", "TallyView", "Uses"] {
            #expect(try directory.readText("App/Sources/App/\(name).swift") == original[name], "\(name).swift has its bytes back")
        }
        let because = "not applied: this is one part of a change across files that applies whole or not at all, and the build failed with "
            + "`value of type 'Tally' has no member '$count'` at Sources/App/Uses.swift:3:20 (not on a line it wrote: found by rebuilding with part of the rewrites)"
        #expect(result.stderr.contains("Sources/App/Tally.swift:3:13: warning: [observable-macro] " + because), "\(result.stderr)")
        #expect(result.stderr.contains("Sources/App/TallyView.swift:4:5: warning: [observable-macro] " + because), "\(result.stderr)")
        #expect(result.stderr.contains("verify: build 3: bisecting, the first 2 of 3 rewrites applied"), "\(result.stderr)")
        #expect(result.stderr.contains("verify: 4 builds in "), "baseline, all, one bisection step, the rest: \(result.stderr)")
        #expect(result.stderr.contains("; 3 rewrites kept, 2 reverted; build log: "), "\(result.stderr)")

        // 2. Ctrl-C while the build of the rewritten tree runs: the build is killed with its
        // process group and every file gets its bytes back.
        for name in Self.appFiles { try directory.write("App/Sources/App/\(name).swift", original[name]!) }
        let log = directory.path + "/build.log"
        let logged = try String(contentsOfFile: log, encoding: .utf8).count
        let child = try ChildProcess(ModernizeBinary.path, arguments, in: package)
        let deadline = Date().addingTimeInterval(120)
        func buildTwoStarted() -> Bool {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").dropFirst(logged).contains("=== modernize --verify: build 2: round 1")
        }
        while !buildTwoStarted(), Date() < deadline { usleep(50_000) }
        #expect(try directory.readText("App/Sources/App/Counter.swift") != original["Counter"], "the rewrites are on disk during the build")
        child.terminate(with: SIGINT)
        let end = try #require(child.wait(timeout: 60))
        #expect(end.status == 2, "\(end.stderr)")
        #expect(end.stderr.contains("error: --verify: interrupted during build 2; every file has its original bytes again"), "\(end.stderr)")
        for name in Self.appFiles { #expect(try directory.readText("App/Sources/App/\(name).swift") == original[name], "\(name).swift restored") }
        let gone = Date().addingTimeInterval(10)
        while !Self.processes(mentioning: directory.path + "/scratch").isEmpty, Date() < gone { usleep(100_000) }
        #expect(Self.processes(mentioning: directory.path + "/scratch").isEmpty, "swift build and its compiler jobs are gone")
    }

    /// Live (not zombie) processes whose command line contains `text`.
    static func processes(mentioning text: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                  String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(text) else { return false }
            return VerifyTests.isRunning(pid)
        }
    }
}
