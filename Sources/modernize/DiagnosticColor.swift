/// Colors the severity of diagnostics on stderr as swiftc and swift-format do on a terminal:
/// `error:` bold red, `warning:` bold yellow, `note:` bold, with a `path:line:col:` before it
/// in bold. Only the first severity of each line is colored: text after it (a message that
/// quotes `error:`) is left as is.
enum DiagnosticColor {
    private static let bold = "\u{1B}[1m", reset = "\u{1B}[0m"
    private static let styles = ["error": "\u{1B}[1;31m", "Error": "\u{1B}[1;31m", "warning": "\u{1B}[1;33m", "note": "\u{1B}[1m"]

    static func paint(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { paintLine(String($0)) }.joined(separator: "\n")
    }

    private static func paintLine(_ line: String) -> String {
        // `error: ...` (the tool's own messages; ArgumentParser says `Error:`).
        for (word, style) in styles where line.hasPrefix(word + ": ") {
            return style + word + ":" + reset + line.dropFirst(word.count + 1)
        }
        // `path:line:col: severity: ...`: the first `:N:N: severity: ` on the line.
        guard let match = line.firstMatch(of: /:[0-9]+:[0-9]+: (error|warning|note):[ ]/) else { return line }
        let word = String(match.output.1)
        guard let style = styles[word] else { return line }
        let location = line[..<match.range.lowerBound] + line[match.range].prefix { $0 != " " }
        let rest = line[match.range.upperBound...]
        return bold + location + reset + " " + style + word + ":" + reset + " " + rest
    }
}
