import Foundation
import ModernizeGenerator
import TestSupport
import Testing

/// The README's first example is the tool's real output on `Examples/`: this test runs the
/// command the README shows and compares (`swift run generate-modernize` rewrites the block).
@Suite struct ReadmeExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func mainJobBlockIsTheToolsOutput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ModernizeBinary.path)
        process.arguments = ReadmeExample.arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Self.packageRoot)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let expected = ReadmeExample.block(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        let current = try #require(ReadmeExample.current(in: readme), "README.md has no main-job block")
        #expect(current == expected, "README.md's main-job block is stale: run `swift build && swift run generate-modernize`")
    }

    /// The example declares its deployment target as an app does, so the first screen shows
    /// rewrites the table lists rather than rules held back by the iOS 15 fallback.
    @Test func exampleDeclaresItsDeploymentTarget() throws {
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        let block = try #require(ReadmeExample.current(in: readme))
        #expect(block.contains("deployment target: iOS 17 (Examples/Package.swift)"), "\(block)")
        #expect(!block.contains("assumed iOS 15"))
        // The diff comes first, the summary last.
        let diff = try #require(block.range(of: "--- a/Examples/"))
        let summary = try #require(block.range(of: "files scanned"))
        #expect(diff.lowerBound < summary.lowerBound)
    }

    /// Issue 48: the README's and `diff --help`'s `diff ... > x.patch && git apply x.patch`
    /// never applied (diff exits 1 while changes are pending, which stops the `&&`). Each such
    /// command is run as written, by the shell, on a copy of the example, and must apply it.
    @Test func diffThenGitApplyExamplesApply() throws {
        let git = try #require(which("git"))
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        let help = try ModernizeBinary.run(["diff", "--help"], in: Self.packageRoot).stdout.replacingOccurrences(of: "\n", with: " ")
        let pattern = /`(modernize diff [^`]*> x\.patch && git apply x\.patch)`/
        let fromReadme = readme.matches(of: pattern).map { String($0.output.1) }
        let fromHelp = help.split(separator: " ").joined(separator: " ").matches(of: pattern).map { String($0.output.1) }
        #expect(!fromReadme.isEmpty && !fromHelp.isEmpty, "the README and diff --help show how to apply the diff with git")
        for command in Set(fromReadme + fromHelp) {
            let copy = try TemporaryDirectory()
            try FileManager.default.copyItem(atPath: Self.packageRoot + "/Examples", toPath: copy.path + "/Examples")
            let shell = command.replacingOccurrences(of: "modernize diff ", with: "'\(ModernizeBinary.path)' diff --no-cache ", options: .anchored)
                .replacingOccurrences(of: "git apply", with: "'\(git)' apply")
            let result = try runProcess("/bin/sh", ["-c", shell], in: copy.path)
            #expect(result.status == 0, "`\(command)` stops: \(result.stderr)")
            let photo = try copy.readText("Examples/LegacyApp/PhotoViewController.swift")
            #expect(photo.contains("Task { @MainActor in"), "`\(command)` did not apply the diff")
        }
    }

    /// Every option a README command line passes to a subcommand exists there (an example
    /// that only fails when copied is worse than none), checked against the tool's own
    /// description of its commands. `swift package modernize` lines are the plugin's, and
    /// placeholders (`--rules a,b`) pass as their option.
    @Test func readmeCommandLinesUseOptionsThatExist() throws {
        let dump = try ModernizeBinary.run(["--experimental-dump-help"], in: Self.packageRoot)
        let root = try #require(JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let commands = try #require((root["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])
        var options: [String: Set<String>] = [:]
        for command in commands {
            let names = (command["arguments"] as? [[String: Any]] ?? []).flatMap { $0["names"] as? [[String: Any]] ?? [] }
            options[command["commandName"] as? String ?? ""] = Set(names.compactMap { $0["kind"] as? String == "long" ? "--" + ($0["name"] as? String ?? "") : nil } + ["--help"])
        }
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        var checked = 0
        var unknown: [String] = []
        // A command ends at a code span's end or at two spaces (a comment or a description
        // after it); a quoted argument (`--verify 'swift build --build-tests'`) is its own.
        for line in readme.split(separator: "\n") {
            for segment in line.replacing(/'[^']*'/, with: "").split(separator: /`| {2,}/) {
                let words = segment.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "[" || $0 == "]" || $0 == "\"" }).map(String.init)
                for (index, word) in words.enumerated() where word == "modernize" && index + 1 < words.count && (index == 0 || words[index - 1] != "package") {
                    guard let known = options[words[index + 1]] else { continue }
                    for option in words[(index + 2)...].prefix(while: { !["&&", "|", "||", ";", ">", "#", "2>&1"].contains($0) }) where option.hasPrefix("--") && option.count > 2 {
                        let name = String(option.prefix { $0 != "=" && $0 != "," && $0 != ")" })
                        checked += 1
                        if !known.contains(name) { unknown.append("\(words[index + 1]) \(name): \(line)") }
                    }
                }
            }
        }
        #expect(checked > 30, "the README's command lines were found (\(checked) options)")
        #expect(unknown.isEmpty, "README command lines with options the subcommand does not have:\n\(unknown.joined(separator: "\n"))")
    }

    /// Numbers the README states about the rule set follow it (`all 21 rules` had gone stale).
    @Test func readmeRuleCountsAreCurrent() throws {
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        let implemented = try ModernizeBinary.run(["rules", "--format", "json"], in: Self.packageRoot)
        let document = try #require(JSONSerialization.jsonObject(with: Data(implemented.stdout.utf8)) as? [String: Any])
        let count = (document["rules"] as? [[String: Any]] ?? []).filter { $0["status"] as? String == "implemented" }.count
        let stated = readme.matches(of: /all ([0-9]+) rules/).map { Int($0.output.1)! }
        #expect(!stated.isEmpty && stated.allSatisfy { $0 == count }, "README says all \(stated) rules; there are \(count)")
    }
}
