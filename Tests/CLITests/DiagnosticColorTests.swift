import Foundation
import TestSupport
import Testing

/// Issue 48: on a terminal, the severity of stderr messages is colored as swiftc colors it
/// (`error:` red, `warning:` yellow, the location bold), unless NO_COLOR or `--color never`;
/// never when stderr is redirected.
@Suite struct DiagnosticColorTests {
    static let warning = "\u{1B}[1;33mwarning:\u{1B}[0m"
    static let error = "\u{1B}[1;31merror:\u{1B}[0m"

    @Test func severitiesAreColoredOnlyOnATerminal() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)  // a review rewrite not applied: a warning
        try directory.write("Broken.swift", BadInputTests.broken)  // a parse error: an error
        let diff = ["diff", "--no-cache", "."]
        let colored = try ModernizeBinary.onTerminal(diff, in: directory.path)
        #expect(colored.contains("\u{1B}[1mList.swift:6:9:\u{1B}[0m \(Self.warning) [reconfigure-items]"), "\(colored)")
        #expect(colored.contains("\u{1B}[1mBroken.swift:3:22:\u{1B}[0m \(Self.error) [parse-error]"), "\(colored)")
        let usage = try ModernizeBinary.onTerminal(["diff", "--rules", "nope", "."], in: directory.path)
        #expect(usage.contains("\u{1B}[1;31mError:\u{1B}[0m --rules: unknown rule 'nope'"), "\(usage)")

        for plain in [try ModernizeBinary.onTerminal(diff, noColor: true, in: directory.path), try ModernizeBinary.onTerminal(["diff", "--color", "never", "--no-cache", "."], in: directory.path)] {
            #expect(plain.contains("List.swift:6:9: warning: [reconfigure-items]") && !plain.contains("\u{1B}[1;33m"), "\(plain)")
        }
        let redirected = try ModernizeBinary.run(diff, in: directory.path, review: false)
        #expect(redirected.stderr.contains("List.swift:6:9: warning:") && !redirected.stderr.contains("\u{1B}"), "\(redirected.stderr)")
    }
}
