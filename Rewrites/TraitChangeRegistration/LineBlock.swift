/// Re-indents a block of source lines to a new nesting level.
enum LineBlock {
    /// Splits `text` (the inside of a block, from just after `{` to just before `}`) into lines
    /// indented by `indent`, keeping their relative indentation; blank first/last lines dropped.
    static func reindented(_ text: String, to indent: String) -> [String] {
        // "\r\n" is one Character in Swift: split on every spelling of a line break (a lone CR
        // counts, as for the compiler).
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        var result: [String] = []
        // Code on the `{` line itself (`if x { work() }`) has no indentation of its own.
        let first = lines.removeFirst().trimmingSpaces
        if !first.isEmpty { result.append(indent + first) }
        let common = commonIndentation(of: lines)
        for line in lines {
            let trimmedEnd = line.trimmingTrailingSpaces
            if trimmedEnd.allSatisfy({ $0 == " " || $0 == "\t" }) {
                result.append("")
            } else {
                result.append(indent + String(trimmedEnd.dropFirst(common.count)))
            }
        }
        while result.first == "" { result.removeFirst() }
        while result.last == "" { result.removeLast() }
        return result
    }

    static func commonIndentation(of lines: [Substring]) -> Substring {
        var common: Substring?
        for line in lines {
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            if indentation.count == line.count || line.trimmingTrailingSpaces.isEmpty { continue }
            guard let current = common else { common = indentation; continue }
            let shared = zip(current, indentation).prefix { $0 == $1 }.count
            common = current.prefix(shared)
        }
        return common ?? ""
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }).trimmingTrailingSpaces
    }

    var trimmingTrailingSpaces: String {
        var result = String(self)
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}
