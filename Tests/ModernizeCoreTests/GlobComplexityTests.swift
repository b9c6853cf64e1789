import Foundation
import ModernizeCore
import Testing

/// Issue 18, item 6: `exclude` globs from a cloned repository's config must not stall a run.
/// These took 90 s and more than 120 s with the backtracking matcher.
@Suite struct GlobComplexityTests {
    @Test(arguments: [
        ("*d*d*d*d*d*x", String(repeating: "d", count: 200), false),
        ("*d*d*d*d*d*d", String(repeating: "d", count: 200), true),
        ("**/**/**/**/**/**/**/**/x", Array(repeating: "d", count: 200).joined(separator: "/") + "/y", false),
        ("**/**/**/**/**/**/**/**/y", Array(repeating: "d", count: 200).joined(separator: "/") + "/y", true),
        ("a/**/b/**/c/**/*d*d*d*x", Array(repeating: "a/b/c", count: 40).joined(separator: "/") + "/" + String(repeating: "d", count: 60), false),
    ])
    func pathologicalPatternsAreFast(_ pattern: String, _ path: String, _ expected: Bool) {
        let started = Date()
        #expect(GlobPattern(pattern).matches(path) == expected)
        #expect(Date().timeIntervalSince(started) < 1, "\(pattern) took \(Date().timeIntervalSince(started)) s")
    }

    @Test func componentWildcardsStillBehave() {
        #expect(GlobPattern("*.generated.swift").matches("A/B/x.generated.swift"))
        #expect(!GlobPattern("*.generated.swift").matches("A/B/x.swift"))
        #expect(GlobPattern("Gen?rated/**").matches("Generated/a/b.swift"))
        #expect(!GlobPattern("Sources/*.swift").matches("Sources/a/b.swift"))
        #expect(GlobPattern("Sources/**/*.swift").matches("Sources/b.swift"))
    }
}
