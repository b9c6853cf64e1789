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
        // Split on any newline: in a CRLF file "\r\n" is one Character, so splitting on "\n"
        // alone would see a single line.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty { continue }
            let leading = line[line.startIndex..<trimmed.startIndex]
            if leading.first == "\t" {
                tabLines += 1
                continue
            }
            let width = leading.count
            if width > 0 { spaceLines += 1 }
            if width > previousWidth { stepCounts[width - previousWidth, default: 0] += 1 }
            previousWidth = width
        }
        if tabLines > spaceLines { return .tab }
        guard let step = stepCounts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key,
              (1...8).contains(step) else { return .fourSpaces }
        return IndentationStyle(unit: String(repeating: " ", count: step))
    }
}
