import Foundation
import TestSupport
import Testing

/// `modernize review` through a real pseudo-terminal (`script`), answering like a user.
@Suite struct ReviewTests {
    static let view = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                VStack {
                    Text("one").foregroundColor(.red)
                    Text("two").foregroundColor(.blue)
                    Text("three").navigationBarTitle("x")
                }
            }
        }

        """

    /// Runs `review` under `script` with `answers` typed on the terminal. `terminalSettings`:
    /// print the terminal's settings (`stty -g`) before and after it.
    private func review(_ arguments: [String], answers: String, in directory: String, terminalSettings: Bool = false) throws -> (status: Int32, output: String) {
        let script = try #require(which("script"), "the review test needs util-linux `script` for a pseudo-terminal")
        var command = ([ModernizeBinary.path, "review"] + arguments).map { "'\($0)'" }.joined(separator: " ")
        if terminalSettings { command = "stty -g; \(command); stty -g" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(answers.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func acceptsSomeSkipsSomeAndQuitsKeepingWhatWasAccepted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Self.view)
        try directory.write("B.swift", Self.view)
        // A: apply line 6, skip line 7, help, then `r` (every remaining navigation-title); B: quit.
        let result = try review(["--min-ios", "17", "A.swift", "B.swift"], answers: "y\nn\n?\nr\nq\n", in: directory.path)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("A.swift:6:25: foreground-style (safe)"))
        #expect(result.output.contains("+            Text(\"one\").foregroundStyle(Color.red)"))
        #expect(result.output.contains("r - apply this and every remaining rewrite of this rule"))
        #expect(result.output.contains("2 accepted, 1 skipped; 1 file written (quit)"))
        let expectedA = Self.view
            .replacingOccurrences(of: "Text(\"one\").foregroundColor(.red)", with: "Text(\"one\").foregroundStyle(Color.red)")
            .replacingOccurrences(of: "navigationBarTitle", with: "navigationTitle")
        #expect(try directory.readText("A.swift") == expectedA)
        #expect(try directory.readText("B.swift") == Self.view, "quit before any answer in B: B is untouched")
    }

    /// `review --verify`: nothing is written while answering; the accepted rewrites go through
    /// the build, which rejects one of them; a declined rewrite is neither applied nor built.
    @Test func verifyBuildsTheAcceptedRewritesBeforeWriting() throws {
        let directory = try TemporaryDirectory()
        let list = VerifyTests.list.replacingOccurrences(of: "    }\n}\n", with: "    }\n    func third(_ ids: [Int]) {\n        var snapshot = dataSource.snapshot()\n        snapshot.reloadItems(ids)\n        dataSource.apply(snapshot)\n    }\n}\n")
        try directory.write("Sources/List.swift", list)
        let script = try directory.write("compile.sh", VerifyTests.compiler(extra: "grep -c reconfigureItems Sources/List.swift > /dev/null && echo 'Sources/List.swift has rewrites' >&2"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        // Accept the first two (the second is BAD), decline the third.
        let result = try review(["--verify", "./compile.sh", "--verify-log", "build.log", "Sources"], answers: "y\ny\nn\n", in: directory.path)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("2 accepted, 1 skipped; 1 reverted by the build; 1 file written"), "\(result.output)")
        #expect(result.output.contains("warning: [reconfigure-items] not applied: the build failed with `value of type 'Snapshot' has no member 'reconfigureItems'` at Sources/List.swift:11:18"), "\(result.output)")
        let expected = list.replacingOccurrences(of: "    func refresh(_ ids: [Int]) {\n        var snapshot = dataSource.snapshot()\n        snapshot.reloadItems", with: "    func refresh(_ ids: [Int]) {\n        var snapshot = dataSource.snapshot()\n        snapshot.reconfigureItems")
        #expect(try directory.readText("Sources/List.swift") == expected, "only the accepted rewrite the build took")
        let log = try directory.readText("build.log")
        let baseline = try #require(log.components(separatedBy: "=== modernize --verify: build 2").first)
        #expect(!baseline.contains("has rewrites"), "the baseline ran on the untouched file: nothing was written during the review")
    }

    @Test func restOfFileAnswersApplyToThatFileOnly() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Self.view)
        try directory.write("B.swift", Self.view)
        // A: skip the rest of the file; B: apply the rest of the file.
        let result = try review(["--min-ios", "17", "A.swift", "B.swift"], answers: "d\na\n", in: directory.path)
        #expect(result.status == 0, "\(result.output)")
        #expect(try directory.readText("A.swift") == Self.view)
        #expect(try directory.readText("B.swift").contains("Text(\"two\").foregroundStyle(Color.blue)"))
        #expect(try directory.readText("B.swift").contains(".navigationTitle(\"x\")"))
        #expect(result.output.contains("3 accepted, 3 skipped; 1 file written"))
    }

    /// Issue 48: one key answers (no Enter), each question says where it is among the file's
    /// rewrites, `s` says why a rewrite cannot be split, and the terminal is left as it was.
    @Test func singleKeysAnswerAndACounterSaysWhereItIs() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Self.view)
        try directory.write("B.swift", Self.view)
        // A: apply, skip, `s` (refused), apply; B: quit. No Enter anywhere.
        let result = try review(["--min-ios", "17", "A.swift", "B.swift"], answers: "ynsyq", in: directory.path, terminalSettings: true)
        #expect(result.status == 0, "\(result.output)")
        // (The answers typed ahead are echoed before the first settings, on their line.)
        let settings = result.output.matches(of: /[0-9a-f]+(?::[0-9a-f]+){10,}/).map { String($0.output) }
        #expect(settings.count == 2 && settings.first == settings.last, "the terminal is put back after raw mode: \(settings)")
        for position in ["(1/3) Apply this rewrite", "(2/3) Apply this rewrite", "(3/3) Apply this rewrite"] {
            #expect(result.output.contains(position), "\(position): \(result.output)")
        }
        #expect(result.output.contains("This rewrite cannot be split: a rewrite is one site whose edits depend on one another"), "\(result.output)")
        #expect(result.output.contains("2 accepted, 1 skipped; 1 file written (quit)"), "\(result.output)")
        #expect(try directory.readText("A.swift") == Self.view
            .replacingOccurrences(of: "Text(\"one\").foregroundColor(.red)", with: "Text(\"one\").foregroundStyle(Color.red)")
            .replacingOccurrences(of: "navigationBarTitle", with: "navigationTitle"))
        #expect(try directory.readText("B.swift") == Self.view)
        let help = try ModernizeBinary.run(["review", "--help"], in: directory.path).stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(help.split(separator: " ").joined(separator: " ").contains("There is no `s` (split) as in `git add -p`"), "\(help)")
    }

    @Test func withoutATerminalItPointsToDiffAndApply() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Self.view)
        let result = try ModernizeBinary.run(["review", "A.swift"], in: directory.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("needs a terminal; use `modernize diff` to preview the rewrites or `modernize apply` to write them"))
        #expect(try directory.readText("A.swift") == Self.view)
    }
}
