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

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let component = path.first, matchComponent(Array(head.utf8)[...], Array(component.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        guard let head = pattern.first else { return name.isEmpty }
        switch head {
        case UInt8(ascii: "*"):
            return (name.startIndex...name.endIndex).contains { matchComponent(pattern.dropFirst(), name[$0...]) }
        case UInt8(ascii: "?"):
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == head && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
