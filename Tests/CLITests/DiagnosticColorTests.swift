import Foundation
import TestSupport
import Testing

/// Issue 48: on a terminal, the severity of stderr messages is colored as swiftc colors it
/// (`error:` red, `warning:` yellow, the location bold), unless NO_COLOR or `--color never`;
/// never when stderr is redirected.
@Suite struct DiagnosticColorTests {
    static let warning = "\u{1B}[1;33mwarning:\u{1B}[0m"
    static let error = "\u{1B}[1;31merror:\u{1B}[0m"

    /// stdout and stderr of `modernize ARGUMENTS` on a pseudo-terminal (util-linux `script`).
    static func onTerminal(_ arguments: [String], noColor: Bool = false, in directory: String) throws -> String {
        let script = try #require(which("script"), "needs util-linux `script` for a pseudo-terminal")
        let command = ([ModernizeBinary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = noColor ? "1" : nil
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func severitiesAreColoredOnlyOnATerminal() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)  // a review rewrite not applied: a warning
        try directory.write("Broken.swift", BadInputTests.broken)  // a parse error: an error
        let diff = ["diff", "--no-cache", "."]
        let colored = try Self.onTerminal(diff, in: directory.path)
        #expect(colored.contains("\u{1B}[1mList.swift:6:9:\u{1B}[0m \(Self.warning) [reconfigure-items]"), "\(colored)")
        #expect(colored.contains("\u{1B}[1mBroken.swift:3:22:\u{1B}[0m \(Self.error) [parse-error]"), "\(colored)")
        let usage = try Self.onTerminal(["diff", "--rules", "nope", "."], in: directory.path)
        #expect(usage.contains("\u{1B}[1;31mError:\u{1B}[0m --rules: unknown rule 'nope'"), "\(usage)")

        for plain in [try Self.onTerminal(diff, noColor: true, in: directory.path), try Self.onTerminal(["diff", "--color", "never", "--no-cache", "."], in: directory.path)] {
            #expect(plain.contains("List.swift:6:9: warning: [reconfigure-items]") && !plain.contains("\u{1B}[1;33m"), "\(plain)")
        }
        let redirected = try ModernizeBinary.run(diff, in: directory.path, review: false)
        #expect(redirected.stderr.contains("List.swift:6:9: warning:") && !redirected.stderr.contains("\u{1B}"), "\(redirected.stderr)")
    }
}
