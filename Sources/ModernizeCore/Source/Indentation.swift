/// The unit one nesting level adds in a file: a tab, or some number of spaces.
public struct IndentationStyle: Sendable, Equatable {
    public let unit: String

    public static let fourSpaces = IndentationStyle(unit: "    ")
    public static let tab = IndentationStyle(unit: "\t")

    public init(unit: String) { self.unit = unit }

    /// Detects the style from the indentation of the file's lines: tabs if most indented lines
    /// start with a tab, otherwise the most common positive difference between consecutive
    /// space-indented lines (so 2-space files stay 2-space). Defaults to four spaces.
    public static func detect(in text: String) -> IndentationStyle {
        var tabLines = 0
        var spaceLines = 0
        var stepCounts: [Int: Int] = [:]
        var previousWidth = 0
        // Works on UTF-8 bytes: Character iteration was a tenth of a whole-corpus run, and
        // "\r\n" being one Character made CRLF files look like a single line.
        var utf8 = text.utf8.makeIterator()
        var atLineStart = true
        var spaces = 0
        var startsWithTab = false
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {  // a lone CR ends a line too
                atLineStart = true
                spaces = 0
                startsWithTab = false
                continue
            }
            guard atLineStart else { continue }
            switch byte {
            case UInt8(ascii: " ") where !startsWithTab:
                spaces += 1
            case UInt8(ascii: "\t"):
                if spaces == 0 { startsWithTab = true }
            case UInt8(ascii: " "):
                break
            default:
                // The first visible character ends the indentation; blank lines never get here.
                atLineStart = false
                if startsWithTab {
                    tabLines += 1
                } else {
                    if spaces > 0 { spaceLines += 1 }
                    if spaces > previousWidth { stepCounts[spaces - previousWidth, default: 0] += 1 }
                    previousWidth = spaces
                }
            }
        }
        if tabLines > spaceLines { return .tab }
        guard let step = stepCounts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key,
              (1...8).contains(step) else { return .fourSpaces }
        return IndentationStyle(unit: String(repeating: " ", count: step))
    }
}
