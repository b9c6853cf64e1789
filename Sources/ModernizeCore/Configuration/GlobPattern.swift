/// A glob for `exclude`: `*` and `?` stay within one path component, `**` spans any number of
/// components. A pattern without `/` matches a file or directory name at any depth
/// (`*.generated.swift`, `Generated`); one with `/` is matched against the whole path relative to
/// the config file's directory (`Sources/Legacy/**`). A match on a directory excludes its files.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    private let components: [Substring]

    public init(_ text: String) {
        self.text = text
        var trimmed = Substring(text)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        // A bare name matches at any depth, as in .gitignore.
        components = parts.count == 1 && !text.contains("/") ? ["**", parts[0]] : parts
    }

    public var description: String { text }

    /// `relativePath` uses `/` and has no leading `./`.
    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        guard !path.isEmpty else { return false }
        // A directory match covers everything below it: try every prefix of the path.
        return (1...path.count).contains { Self.match(components[...], path[..<$0]) }
    }

    /// Wildcard matching with one backtrack point (the last `**`): O(pattern x path) component
    /// comparisons, never exponential (`**/**/**/x` on a deep path, a config from a cloned repository).
    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        wildcardMatch(
            pattern.count, path.count,
            isStar: { pattern[pattern.startIndex + $0] == "**" },
            matches: { matchComponent(pattern[pattern.startIndex + $0], path[path.startIndex + $1]) })
    }

    /// `*` and `?` within one name, by the same linear-backtracking scheme over bytes.
    static func matchComponent(_ pattern: Substring, _ name: Substring) -> Bool {
        let pattern = Array(pattern.utf8)
        let name = Array(name.utf8)
        return wildcardMatch(
            pattern.count, name.count,
            isStar: { pattern[$0] == UInt8(ascii: "*") },
            matches: { pattern[$0] == UInt8(ascii: "?") || pattern[$0] == name[$1] })
    }

    /// The classic greedy matcher: on a mismatch, resume after the most recent star, which now
    /// swallows one more element. Earlier stars never need revisiting, so no exponential blow-up.
    private static func wildcardMatch(
        _ patternCount: Int, _ subjectCount: Int, isStar: (Int) -> Bool, matches: (Int, Int) -> Bool
    ) -> Bool {
        var p = 0
        var s = 0
        var starP = -1
        var starS = 0
        while s < subjectCount {
            if p < patternCount, isStar(p) {
                starP = p
                starS = s
                p += 1
            } else if p < patternCount, matches(p, s) {
                p += 1
                s += 1
            } else if starP >= 0 {
                p = starP + 1
                starS += 1
                s = starS
            } else {
                return false
            }
        }
        while p < patternCount, isStar(p) { p += 1 }
        return p == patternCount
    }
}
