import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 26, `apply --verify CMD`, through the real binary. The "compiler" is a shell script
/// that reports an error for a line the rewrite produced (`reconfigureItems` on a line marked
/// BAD), so each build takes milliseconds; one test type-checks with the real `swiftc`.
@Suite struct VerifyTests {
    /// Two snapshot reloads: the first rewrite is fine, the second (marked BAD) "does not compile".
    static let list = """
        import UIKit

        final class ListController {
            func refresh(_ ids: [Int]) {
                var snapshot = dataSource.snapshot()
                snapshot.reloadItems(ids)
                dataSource.apply(snapshot)
            }
            func other(_ ids: [Int]) {
                var snapshot = dataSource.snapshot()
                snapshot.reloadItems(ids) // BAD
                dataSource.apply(snapshot)
            }
        }

        """

    /// Errors for every rewritten BAD line, as swiftc prints them; `extra` runs first.
    static func compiler(extra: String = "") -> String {
        """
        #!/bin/sh
        echo "Compiling the project..."
        \(extra)
        status=0
        for f in Sources/*.swift; do
          for line in $(grep -n 'reconfigureItems.*BAD' "$f" | cut -d: -f1); do
            echo "$f:$line:18: error: value of type 'Snapshot' has no member 'reconfigureItems'"
            status=1
          done
        done
        exit $status

        """
    }

    func project(_ files: [String: String], compiler: String = VerifyTests.compiler()) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (path, text) in files { try directory.write(path, text) }
        let script = try directory.write("compile.sh", compiler)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return directory
    }

    func apply(_ directory: TemporaryDirectory, _ arguments: [String] = [], paths: [String] = ["Sources"]) throws -> ProcessResult {
        try ModernizeBinary.run(["apply", "--no-cache", "--verify", "./compile.sh", "--verify-log", "build.log"] + arguments + paths, in: directory.path)
    }

    @Test func theSiteTheBuildRejectsIsRevertedAndTheOthersKept() throws {
        let directory = try project(["Sources/List.swift": Self.list])
        let result = try apply(directory)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try directory.readText("Sources/List.swift")
        #expect(text.contains("snapshot.reconfigureItems(ids)\n"), "the good rewrite is kept: \(text)")
        #expect(text.contains("snapshot.reloadItems(ids) // BAD"), "the bad one is reverted: \(text)")
        #expect(result.stderr.contains(
            "Sources/List.swift:11:9: warning: [reconfigure-items] not applied: the build failed with `value of type 'Snapshot' has no member 'reconfigureItems'` at Sources/List.swift:11:18"),
            "\(result.stderr)")
        #expect(result.stderr.contains("verify: 3 builds in "), "baseline, all applied, the bad one reverted: \(result.stderr)")
        #expect(result.stderr.contains("; 1 rewrite kept, 1 reverted; build log: \(directory.path)/build.log"), "\(result.stderr)")
        #expect(result.stderr.contains("verify: build 1: the untouched tree (baseline)"), "a progress line per build: \(result.stderr)")
        #expect(!result.stderr.contains("Compiling the project"), "build output goes to the log, not the terminal")
        let log = try directory.readText("build.log")
        #expect(log.components(separatedBy: "Compiling the project...").count == 4, "three builds logged: \(log)")
    }

    @Test func aCommandThatCannotRunWritesNothing() throws {
        for command in ["no-such-compiler-3f9a", "echo 'error: could not find Package.swift in this directory'; exit 1"] {
            let directory = try project(["Sources/List.swift": Self.list])
            let result = try ModernizeBinary.run(["apply", "--verify", command, "--verify-log", "build.log", "Sources"], in: directory.path)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("error: --verify: the build command cannot build the untouched tree (exit "), "\(result.stderr)")
            #expect(result.stderr.contains("nothing was changed"), "\(result.stderr)")
            #expect(try directory.readText("Sources/List.swift") == Self.list)
        }
    }

    /// The untouched tree already fails (another file, named by absolute path): only errors it
    /// did not have count, so the rewrite is kept.
    @Test func errorsTheUntouchedTreeHadDoNotCount() throws {
        let compiler = Self.compiler(extra: #"echo "$PWD/Sources/Broken.swift:2:5: error: cannot find 'undefined' in scope"; echo "error: emit-module command failed with exit code 1"; exit_broken=1"#)
            .replacingOccurrences(of: "exit $status", with: "exit 1")
        let good = Self.list.replacingOccurrences(of: " // BAD", with: "")
        let directory = try project(["Sources/List.swift": good, "Sources/Broken.swift": "let x = 1\nlet y = undefined\n"], compiler: compiler)
        let result = try apply(directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.readText("Sources/List.swift") == good.replacingOccurrences(of: "reloadItems", with: "reconfigureItems"))
        #expect(result.stderr.contains("verify: 2 builds in "), "\(result.stderr)")
        #expect(result.stderr.contains("2 rewrites kept, 0 reverted"), "\(result.stderr)")
    }

    /// The error shows in a file no rewrite touched: bisection finds the rewrite behind it.
    @Test func anErrorElsewhereIsTracedByBisection() throws {
        let compiler = """
            #!/bin/sh
            if grep -q 'reconfigureItems(ids) // BAD' Sources/*.swift; then
              echo "Sources/Other.swift:1:1: error: ambiguous use of 'apply'"
              exit 1
            fi
            exit 0

            """
        let three = Self.list.replacingOccurrences(of: "    }\n}\n", with: "    }\n    func third(_ ids: [Int]) {\n        var snapshot = dataSource.snapshot()\n        snapshot.reloadItems(ids)\n        dataSource.apply(snapshot)\n    }\n}\n")
        let directory = try project(["Sources/A.swift": three, "Sources/Other.swift": "let other = 1\n"], compiler: compiler)
        let result = try apply(directory)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try directory.readText("Sources/A.swift")
        #expect(text.components(separatedBy: "reconfigureItems(ids)\n").count == 3, "both good rewrites kept: \(text)")
        #expect(text.contains("reloadItems(ids) // BAD"))
        #expect(result.stderr.contains(
            "not applied: the build failed with `ambiguous use of 'apply'` at Sources/Other.swift:1:1 (not on a line it wrote: found by rebuilding with part of the rewrites)"),
            "\(result.stderr)")
        #expect(result.stderr.contains("verify: 5 builds in "), "baseline, all, two bisection steps, the rest: \(result.stderr)")
        #expect(result.stderr.contains("bisecting, the first 2 of 3 rewrites applied"), "\(result.stderr)")
        #expect(result.stderr.contains("bisecting, the first 1 of 3 rewrites applied"), "\(result.stderr)")
    }

    /// The untouched tree builds, the rewritten one fails without naming a file (a linker, a
    /// script step): the failure itself is the new error, traced by bisection.
    @Test func aFailureThatNamesNoFileIsTracedToo() throws {
        let compiler = """
            #!/bin/sh
            if grep -q 'reconfigureItems(ids) // BAD' Sources/*.swift; then echo "ld: symbol(s) not found"; exit 1; fi

            """
        let directory = try project(["Sources/A.swift": Self.list], compiler: compiler)
        let result = try apply(directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.readText("Sources/A.swift").contains("reloadItems(ids) // BAD"))
        #expect(result.stderr.contains(
            "not applied: the build failed with `the build exited with status 1 and printed no error naming a file (the untouched tree built)` (not on a line it wrote"),
            "\(result.stderr)")
        #expect(result.stderr.contains("1 rewrite kept, 1 reverted"), "\(result.stderr)")
    }

    /// Out of builds with new errors left: every file gets its bytes back, exit 2.
    @Test func theBuildLimitRestoresEverything() throws {
        let compiler = """
            #!/bin/sh
            if grep -q 'reconfigureItems' Sources/*.swift; then echo "Sources/Other.swift:1:1: error: ambiguous use of 'apply'"; exit 1; fi

            """
        let directory = try project(["Sources/A.swift": Self.list, "Sources/Other.swift": "let other = 1\n"], compiler: compiler)
        let result = try apply(directory, ["--verify-max-builds", "2"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(
            "error: --verify: new build errors remain after 2 builds (--verify-max-builds) (the first: `ambiguous use of 'apply'` at Sources/Other.swift:1:1); every file has its original bytes again"),
            "\(result.stderr)")
        #expect(try directory.readText("Sources/A.swift") == Self.list)
    }

    /// An @Observable change spans three files; the build rejects one line of it: all three
    /// files keep their bytes, and an unrelated rewrite in a fourth file stays.
    @Test func aChangeAcrossFilesIsRevertedWhole() throws {
        let golden = SceneDelegateApplyTests.golden.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("observable-macro/environment-object")
        var files: [String: String] = ["Sources/List.swift": Self.list.replacingOccurrences(of: " // BAD", with: "")]
        for name in ["App", "ContentView", "Settings"] {
            files["Sources/\(name).swift"] = try String(contentsOf: golden.appendingPathComponent("\(name).input.swift"), encoding: .utf8)
        }
        let compiler = """
            #!/bin/sh
            line=$(grep -n 'Environment(AppSettings.self)' Sources/ContentView.swift | cut -d: -f1)
            if [ -n "$line" ]; then echo "Sources/ContentView.swift:$line:6: error: 'Environment' requires 'AppSettings' to conform to 'Observable'"; exit 1; fi

            """
        let directory = try project(files, compiler: compiler)
        let result = try apply(directory, ["--min-ios", "17"])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["App", "ContentView", "Settings"] {
            #expect(try directory.readText("Sources/\(name).swift") == files["Sources/\(name).swift"], "\(name).swift is restored")
        }
        #expect(try directory.readText("Sources/List.swift").contains("reconfigureItems"), "the unrelated rewrite is kept")
        #expect(result.stderr.contains(
            "not applied: this is one part of a change across files that applies whole or not at all, and the build failed with `'Environment' requires 'AppSettings' to conform to 'Observable'` at Sources/ContentView.swift:4:6"),
            "\(result.stderr)")
        #expect(result.stderr.contains("2 rewrites kept, 4 reverted"), "the change's four sites: \(result.stderr)")
    }

    /// Two @Observable changes (one per class and its views); the second breaks a file that
    /// neither touched: bisection over the changes reverts that one whole and keeps the first.
    @Test func ofTwoChangesAcrossFilesOnlyTheOneThatBreaksIsReverted() throws {
        let golden = SceneDelegateApplyTests.golden.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("observable-macro")
        let counter = try String(contentsOf: golden.appendingPathComponent("common-shape.input.swift"), encoding: .utf8)
        let tally = counter.replacingOccurrences(of: "StepEditor", with: "TallyStepEditor").replacingOccurrences(of: "Counter", with: "Tally")
        let directory = try project(["Sources/A.swift": counter, "Sources/B.swift": tally, "Sources/Uses.swift": "let uses = 1\n"], compiler: """
            #!/bin/sh
            if grep -q '@Observable final class Tally' Sources/B.swift; then echo "Sources/Uses.swift:1:5: error: type 'Tally' does not conform to protocol 'ObservableObject'"; exit 1; fi

            """)
        let result = try apply(directory, ["--min-ios", "17"])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try String(contentsOf: golden.appendingPathComponent("common-shape.expected.swift"), encoding: .utf8)
        #expect(try directory.readText("Sources/A.swift") == expected, "the first change is kept whole")
        #expect(try directory.readText("Sources/B.swift") == tally, "the second is reverted whole")
        #expect(result.stderr.contains(
            "Sources/B.swift:5:13: warning: [observable-macro] not applied: this is one part of a change across files that applies whole or not at all, and the build failed with `type 'Tally' does not conform to protocol 'ObservableObject'` at Sources/Uses.swift:1:5 (not on a line it wrote"),
            "\(result.stderr)")
        #expect(result.stderr.contains("bisecting, the first 1 of 2 rewrites applied"), "\(result.stderr)")
    }

    /// The scene-delegate change creates SceneDelegate.swift and rewrites Info.plist; an error
    /// in the created file reverts the change: the file is gone, Info.plist and the app
    /// delegate have their bytes back.
    @Test func aRevertedChangeRemovesItsNewFileAndRestoresInfoPlist() throws {
        let directory = try project([:], compiler: """
            #!/bin/sh
            if [ -f App/SceneDelegate.swift ]; then echo "$PWD/App/SceneDelegate.swift:4:5: error: cannot find type 'UIWindow' in scope"; exit 1; fi

            """)
        let golden = SceneDelegateApplyTests.golden
        let delegate = try Data(contentsOf: golden.appendingPathComponent("AppDelegate.input.swift"))
        let plist = try Data(contentsOf: golden.appendingPathComponent("Info.plist"))
        try directory.write("App/AppDelegate.swift", bytes: Array(delegate))
        try directory.write("App/Info.plist", bytes: Array(plist))
        let result = try ModernizeBinary.run(
            ["apply", "--include-review", "--no-cache", "--rules", "scene-delegate-lifecycle", "--verify", "./compile.sh", "--verify-log", "build.log", "App"], in: directory.path, review: false)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/App/SceneDelegate.swift"), "the created file is removed")
        #expect(try directory.read("App/Info.plist") == Array(plist))
        #expect(try directory.read("App/AppDelegate.swift") == Array(delegate))
        #expect(result.stderr.contains("and the build failed with `cannot find type 'UIWindow' in scope` at App/SceneDelegate.swift:4:5"), "\(result.stderr)")
    }

    @Test func theJSONAndSARIFReportsCarryTheRevertedSite() throws {
        let directory = try project(["Sources/List.swift": Self.list])
        let result = try apply(directory, ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "stdout is only the report: \(result.stdout)")
        let files = try #require(document["files"] as? [[String: Any]])
        let findings = files.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
        let reverted = try #require(findings.first { ($0["message"] as? String)?.hasPrefix("not applied: the build failed with") == true })
        #expect(reverted["line"] as? Int == 11 && reverted["column"] as? Int == 9, "\(reverted)")
        #expect(reverted["applied"] as? Bool == false)
        let verify = try #require(document["verify"] as? [String: Any], "the loop's numbers are in the report")
        #expect(verify["builds"] as? Int == 3 && verify["sitesKept"] as? Int == 1 && verify["sitesReverted"] as? Int == 1, "\(verify)")
        #expect(verify["command"] as? String == "./compile.sh")
        let sarif = try apply(try project(["Sources/List.swift": Self.list]), ["--format", "sarif"])
        #expect(sarif.status == 0, "\(sarif.stderr)")
        #expect(sarif.stdout.contains("not applied: the build failed with `value of type 'Snapshot' has no member 'reconfigureItems'` at Sources/List.swift:11:18"))
        #expect(reverted["severity"] as? String == "warning")
    }

    /// A hung build is killed with its process group; the files get their bytes back.
    @Test func aBuildThatHangsTimesOutAndRestores() throws {
        let compiler = """
            #!/bin/sh
            if grep -q 'reconfigureItems' Sources/*.swift; then sleep 30 & echo $! > sleeper.pid; wait; fi
            exit 0

            """
        let directory = try project(["Sources/List.swift": Self.list], compiler: compiler)
        let started = Date()
        let result = try apply(directory, ["--verify-timeout", "1"])
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("build 2 took longer than --verify-timeout 1 s and was killed with its process group"), "\(result.stderr)")
        #expect(try directory.readText("Sources/List.swift") == Self.list)
        let sleeper = try #require(Int32(directory.readText("sleeper.pid").trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!Self.isRunning(sleeper), "the build's child process is gone too")
    }

    /// Alive and not a zombie (a container's init may never reap an orphan).
    static func isRunning(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return true }
        return !stat[close...].hasPrefix(") Z")
    }

    /// Ctrl-C during a build: the build is killed and the files restored.
    @Test func anInterruptDuringABuildRestoresTheFiles() throws {
        let compiler = """
            #!/bin/sh
            if grep -q 'reconfigureItems' Sources/*.swift; then touch building; sleep 30; fi
            exit 0

            """
        let directory = try project(["Sources/List.swift": Self.list], compiler: compiler)
        let child = try ChildProcess(ModernizeBinary.path, ["apply", "--include-review", "--no-cache", "--verify", "./compile.sh", "--verify-log", "build.log", "Sources"], in: directory.path)
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: directory.path + "/building"), Date() < deadline { usleep(20_000) }
        #expect(try directory.readText("Sources/List.swift") != Self.list, "the rewrites are on disk while the build runs")
        child.terminate(with: SIGINT)
        let end = try #require(child.wait(timeout: 20))
        #expect(end.status == 2, "\(end.stderr)")
        #expect(end.stderr.contains("error: --verify: interrupted during build 2; every file has its original bytes again"), "\(end.stderr)")
        #expect(try directory.readText("Sources/List.swift") == Self.list)
    }

    /// `batch --apply --verify`: the build runs in each repository's root; each keeps what
    /// its own build accepts, and the summary and reports say what was reverted.
    @Test func batchVerifiesEachRepository() throws {
        let directory = try project([
            "a/Sources/List.swift": Self.list, "b/Sources/List.swift": Self.list.replacingOccurrences(of: " // BAD", with: ""),
        ])
        let result = try ModernizeBinary.run(
            ["batch", "--apply", "--verify", directory.path + "/compile.sh", "--out", "out", "a", "b"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.readText("a/Sources/List.swift").contains("reloadItems(ids) // BAD"), "a's bad rewrite is reverted")
        #expect(try directory.readText("a/Sources/List.swift").contains("reconfigureItems(ids)\n"), "a's good rewrite is kept")
        #expect(try directory.readText("b/Sources/List.swift").components(separatedBy: "reconfigureItems").count == 3, "b keeps both")
        #expect(try directory.readText("out/a.findings.txt").contains(
            "Sources/List.swift:11:9: warning: [reconfigure-items] not applied: the build failed with `value of type 'Snapshot' has no member 'reconfigureItems'` at Sources/List.swift:11:18"))
        let markdown = try directory.readText("out/summary.md")
        #expect(markdown.contains("- `a`: 3 builds; rewrites kept: 1, reverted: 1"), "\(markdown)")
        #expect(markdown.contains("- `b`: 2 builds; rewrites kept: 2, reverted: 0"), "\(markdown)")
        #expect(try directory.readText("out/a.verify.log").contains("=== modernize --verify: build 3"))
        let needsApply = try ModernizeBinary.run(["batch", "--verify", "true", "--out", "out2", "a"], in: directory.path)
        #expect(needsApply.status == 2 && needsApply.stderr.contains("--verify needs --apply"), "\(needsApply.stderr)")
    }

    /// `batch --resume` reuses a repository's result only when it was verified by the same
    /// command with the same bounds: a result kept by one build says nothing about another's.
    @Test func resumeReusesOnlyResultsVerifiedByTheSameCommand() throws {
        let directory = try project(["a/Sources/List.swift": Self.list])
        try directory.write("accept-all.sh", "#!/bin/sh\nexit 0\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path + "/accept-all.sh")
        func batch(_ command: String, _ extra: [String] = []) throws -> ProcessResult {
            try ModernizeBinary.run(["batch", "--apply", "--resume", "--verify", directory.path + "/" + command, "--out", "out"] + extra + ["a"], in: directory.path)
        }
        let first = try ModernizeBinary.run(["batch", "--apply", "--verify", directory.path + "/compile.sh", "--out", "out", "a"], in: directory.path)
        #expect(first.status == 0, "\(first.stderr)")
        let same = try batch("compile.sh")
        #expect(same.stderr.contains("a: skipped (complete result from an earlier run)"), "same command: resumed: \(same.stderr)")
        for (command, extra) in [("accept-all.sh", [String]()), ("compile.sh", ["--verify-max-builds", "3"]), ("compile.sh", ["--verify-timeout", "600"])] {
            let other = try batch(command, extra)
            #expect(other.status == 0, "\(other.stderr)")
            #expect(!other.stderr.contains("complete result from an earlier run"), "\(command) \(extra): verified again: \(other.stderr)")
        }
        let summary = try directory.readText("out/summary.json")
        #expect(summary.contains("\"verify\" : {") && summary.contains("\"timeoutSeconds\" : 600"), "the summary records the build: \(summary)")
    }

    /// A real `swift build` of a tiny package (Tests/CLITests/Fixtures/Verify/SnapshotPackage,
    /// copied): one rewrite breaks its own line and is reverted, the other is kept, and the
    /// error the package already has (Broken.swift) does not count. About 5 s.
    @Test(.enabled(if: which("swift") != nil)) func theRealSwiftBuildDecides() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Verify/SnapshotPackage")
        let directory = try TemporaryDirectory()
        let copy = directory.path + "/SnapshotPackage"
        try FileManager.default.copyItem(atPath: fixture.path, toPath: copy)
        let original = try String(contentsOfFile: copy + "/Sources/Demo/Lists.swift", encoding: .utf8)
        let result = try ModernizeBinary.run(["apply", "--no-cache", "--verify", "swift build", "--verify-log", "../build.log", "Sources"], in: copy)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: copy + "/Sources/Demo/Lists.swift", encoding: .utf8)
        #expect(text == original.replacingOccurrences(of: "full.snapshot()\n        snapshot.reloadItems", with: "full.snapshot()\n        snapshot.reconfigureItems"), "\(text)")
        #expect(result.stderr.contains(
            "Sources/Demo/Lists.swift:6:9: warning: [reconfigure-items] not applied: the build failed with `value of type 'PlainSnapshot' has no member 'reconfigureItems'` at Sources/Demo/Lists.swift:6:18"),
            "\(result.stderr)")
        #expect(result.stderr.contains("verify: 3 builds in "), "\(result.stderr)")
        #expect(try directory.readText("build.log").contains("Broken.swift:2:26: error: cannot convert value of type 'String' to specified type 'Int'"))
    }

    /// The real compiler: `swiftc -typecheck` rejects `reconfigureItems` on a snapshot type
    /// that lacks it and accepts it on one that has it (about a second in all).
    @Test(.enabled(if: which("swiftc") != nil)) func theRealCompilerDecides() throws {
        let model = """
            struct PlainSnapshot { mutating func reloadItems(_ ids: [Int]) {} }
            struct FullSnapshot {
                mutating func reloadItems(_ ids: [Int]) {}
                mutating func reconfigureItems(_ ids: [Int]) {}
            }
            struct PlainSource {
                func snapshot() -> PlainSnapshot { PlainSnapshot() }
                func apply(_ snapshot: PlainSnapshot) {}
            }
            struct FullSource {
                func snapshot() -> FullSnapshot { FullSnapshot() }
                func apply(_ snapshot: FullSnapshot) {}
            }

            """
        let list = """
            final class Lists {
                let plain = PlainSource()
                let full = FullSource()
                func refreshPlain(_ ids: [Int]) {
                    var snapshot = plain.snapshot()
                    snapshot.reloadItems(ids)
                    plain.apply(snapshot)
                }
                func refreshFull(_ ids: [Int]) {
                    var snapshot = full.snapshot()
                    snapshot.reloadItems(ids)
                    full.apply(snapshot)
                }
            }

            """
        let directory = try project(["My Sources/Model.swift": model, "My Sources/List.swift": list])
        let result = try ModernizeBinary.run(
            ["apply", "--no-cache", "--verify", "swiftc -typecheck 'My Sources/Model.swift' \"$PWD/My Sources/List.swift\"", "--verify-log", "build.log", "My Sources"],
            in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try directory.readText("My Sources/List.swift")
        #expect(text == list.replacingOccurrences(of: "full.snapshot()\n        snapshot.reloadItems", with: "full.snapshot()\n        snapshot.reconfigureItems"), "\(text)")
        #expect(result.stderr.contains("My Sources/List.swift:6:9: warning: [reconfigure-items] not applied: the build failed with `value of type 'PlainSnapshot' has no member 'reconfigureItems'` at My Sources/List.swift:6:18"), "\(result.stderr)")
    }
}
