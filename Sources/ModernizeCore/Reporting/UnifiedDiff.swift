/// Renders a unified diff (`--- a/path`, `+++ b/path`, hunks with 3 lines of context) that
/// `git apply` and `patch -p1` accept. Lines keep their own terminators, so CRLF files produce
/// CRLF hunk lines and apply byte for byte; a last line without a newline gets git's
/// "\ No newline at end of file" marker.
public struct UnifiedDiff {
    public var contextLines = 3
    public var color = false

    public init(contextLines: Int = 3, color: Bool = false) {
        self.contextLines = contextLines
        self.color = color
    }

    private enum Operation {
        case equal(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)

        var isChange: Bool {
            if case .equal = self { return false }
            return true
        }
    }

    /// Empty when the texts are equal.
    public func render(path: String, old: String, new: String) -> String {
        render(oldHeader: GitPathQuoting.headerName("a/" + path), path: path, old: old, new: new)
    }

    /// A new file: `--- /dev/null`, which `git apply` and `patch` create.
    public func renderCreation(path: String, text: String) -> String {
        render(oldHeader: "/dev/null", path: path, old: "", new: text)
    }

    private func render(oldHeader: String, path: String, old: String, new: String) -> String {
        guard old != new else { return "" }
        let oldLines = Self.lines(of: old)
        let newLines = Self.lines(of: new)
        let operations = Self.operations(old: oldLines, new: newLines)
        var output = paint("--- \(oldHeader)\n+++ \(GitPathQuoting.headerName("b/" + path))\n", "\u{1B}[1m")
        for hunk in hunks(operations) {
            output += render(hunk: operations[hunk], oldLines: oldLines, newLines: newLines)
        }
        return output
    }

    /// Splits after each "\n", keeping the terminator with its line.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        let utf8 = text.utf8
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start != text.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// Turns the standard library's `CollectionDifference` into an ordered edit script.
    private static func operations(old: [Substring], new: [Substring]) -> [Operation] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var operations: [Operation] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                operations.append(.delete(old: i))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                operations.append(.insert(new: j))
                j += 1
            } else {
                operations.append(.equal(old: i, new: j))
                i += 1
                j += 1
            }
        }
        return operations
    }

    /// Ranges of operations forming hunks: changes closer than 2 x context share a hunk.
    private func hunks(_ operations: [Operation]) -> [Range<Int>] {
        let changes = operations.indices.filter { operations[$0].isChange }
        var result: [Range<Int>] = []
        var groupStart = changes[0]
        var groupEnd = changes[0]
        for index in changes.dropFirst() {
            if index - groupEnd - 1 > 2 * contextLines {
                result.append(max(0, groupStart - contextLines)..<min(operations.count, groupEnd + 1 + contextLines))
                groupStart = index
            }
            groupEnd = index
        }
        result.append(max(0, groupStart - contextLines)..<min(operations.count, groupEnd + 1 + contextLines))
        return result
    }

    private func render(hunk: ArraySlice<Operation>, oldLines: [Substring], newLines: [Substring]) -> String {
        var oldStart = 0, oldCount = 0, newStart = 0, newCount = 0
        var body = ""
        for operation in hunk {
            switch operation {
            case .equal(let old, let new):
                if oldCount == 0 { oldStart = old }
                if newCount == 0 { newStart = new }
                oldCount += 1
                newCount += 1
                body += line(" ", oldLines[old], color: nil)
            case .delete(let old):
                if oldCount == 0 { oldStart = old }
                oldCount += 1
                body += line("-", oldLines[old], color: "\u{1B}[31m")
            case .insert(let new):
                if newCount == 0 { newStart = new }
                newCount += 1
                body += line("+", newLines[new], color: "\u{1B}[32m")
            }
        }
        // An empty side starts *after* the preceding line (unified diff convention).
        if oldCount == 0 { oldStart = Self.linesBefore(hunk, old: true) - 1 }
        if newCount == 0 { newStart = Self.linesBefore(hunk, old: false) - 1 }
        let header = "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
        return paint(header, "\u{1B}[36m") + body
    }

    /// Number of old (or new) lines that precede the hunk.
    private static func linesBefore(_ hunk: ArraySlice<Operation>, old: Bool) -> Int {
        for operation in hunk {
            switch operation {
            case .equal(let o, let n): return old ? o : n
            case .delete(let o): if old { return o }
            case .insert(let n): if !old { return n }
            }
        }
        return 0
    }

    private func line(_ marker: String, _ text: Substring, color code: String?) -> String {
        let hasNewline = text.utf8.last == UInt8(ascii: "\n")
        var rendered = marker + text
        if !hasNewline { rendered += "\n\\ No newline at end of file\n" }
        guard let code, color else { return rendered }
        return code + rendered.replacingFirstNewline(with: "\u{1B}[0m\n")
    }

    private func paint(_ text: String, _ code: String) -> String {
        color ? code + text.dropLast() + "\u{1B}[0m\n" : text
    }
}

private extension String {
    func replacingFirstNewline(with replacement: String) -> String {
        guard let index = firstIndex(of: "\n") else { return self + "\u{1B}[0m" }
        // Keep a preceding "\r" inside the colored span so CRLF content stays intact.
        return String(self[..<index]) + replacement + String(self[self.index(after: index)...])
    }
}
