import Foundation

/// One error a build printed: `path:line:col: error: message` as swiftc, `swift build` and
/// `xcodebuild` print them (column optional), or a bare `error: message` with no place.
public struct BuildDiagnostic: Sendable, Hashable {
    /// Absolute and standardized (relative paths resolved against the build's directory);
    /// nil when the error names no file.
    public let path: String?
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(path: String?, line: Int?, column: Int?, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:col` (as short as the diagnostic has it), or "" without a place.
    public var location: String {
        guard let path else { return "" }
        return [path, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }
}

/// Reads the errors out of a build's output; notes, warnings and progress lines are ignored.
public enum BuildDiagnosticParser {
    // `path:line[:col]: [fatal ]error: message`; the path is everything before the first
    // `:line:` that is followed by an error, so paths with spaces (or colons) read whole.
    nonisolated(unsafe) private static let located = try! Regex(#"^(.+?):([0-9]+):(?:([0-9]+):)? *(?:fatal )?error: (.*)$"#)
    nonisolated(unsafe) private static let unlocated = try! Regex(#"^(?:[A-Za-z0-9_.-]+: )?(?:fatal )?error: (.*)$"#)
    nonisolated(unsafe) private static let colour = try! Regex(#"\x{1B}\[[0-9;]*m"#)

    /// `directory`: where the build ran, for relative paths. Duplicates (`swift build` prints
    /// an error once per job that saw it) are dropped; order is kept.
    public static func errors(in output: String, directory: String) -> [BuildDiagnostic] {
        var seen: Set<BuildDiagnostic> = []
        var result: [BuildDiagnostic] = []
        for rawLine in output.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = String(rawLine).replacing(colour, with: "").trimmingWhitespace
            guard line.contains("error: "), let diagnostic = parse(line, directory: directory) else { continue }
            if seen.insert(diagnostic).inserted { result.append(diagnostic) }
        }
        return result
    }

    static func parse(_ line: String, directory: String) -> BuildDiagnostic? {
        if let match = line.wholeMatch(of: located), let path = match.output[1].substring, let lineText = match.output[2].substring,
           let message = match.output[4].substring {
            // Numbers no source file reaches (`Int.max`, or too long for an Int) are no place:
            // the line arithmetic after this stays far from overflow.
            let column = match.output[3].substring.flatMap { Int32($0) }.map(Int.init)
            let line = Int32(lineText).map(Int.init)
            let name = String(path)
            // `<unknown>:0: error:` (swiftc without a place) names no file.
            if name.hasPrefix("<") || line == 0 {
                return BuildDiagnostic(path: nil, line: nil, column: nil, message: String(message))
            }
            return BuildDiagnostic(path: normalize(name, directory: directory), line: line, column: line == nil ? nil : column, message: String(message))
        }
        if let match = line.wholeMatch(of: unlocated), let message = match.output[1].substring {
            return BuildDiagnostic(path: nil, line: nil, column: nil, message: String(message))
        }
        return nil
    }

    /// Absolute, standardized, symbolic links resolved (`/tmp` and `/private/tmp` are one).
    public static func normalize(_ path: String, directory: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
        return url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
