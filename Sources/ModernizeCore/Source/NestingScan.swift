/// A cheap pre-parse check over UTF-8 bytes: how deeply brackets, parentheses and braces nest.
///
/// The parser recurses per nesting level (deep files overflow a thread's stack) and takes time
/// exponential in the number of open `[` (array/dictionary literal vs type lookahead: 20 open
/// `[` take seconds even in release builds). Files beyond the limits are skipped before parsing.
///
/// Brackets in `//` and `/* */` comments and in string literals (`"…"`, `"""…"""`, raw
/// `#"…"#`) are not counted; code inside `\( )` interpolation is. Regex literals are not
/// recognised, so brackets in them count: the scan errs towards skipping, never towards parsing.
public enum NestingScan {
    /// The parser's own limit (`ParsedSource.maximumNestingLevel`).
    public static let maximumDepth = ParsedSource.maximumNestingLevel
    /// More open `[` than this at once is refused (parse time doubles with each one).
    public static let maximumSquareBrackets = 16

    /// Nil when the file is within the limits, else the skip reason ("nesting deeper than ...").
    public static func problem(in bytes: some Collection<UInt8>) -> String? {
        if let answer = bytes.withContiguousStorageIfAvailable({ problem(inBuffer: $0) }) { return answer }
        return Array(bytes).withUnsafeBufferPointer { problem(inBuffer: $0) }
    }

    public static func problem(in text: String) -> String? {
        var text = text
        return text.withUTF8 { problem(inBuffer: $0) }
    }

    private static func problem(inBuffer bytes: UnsafeBufferPointer<UInt8>) -> String? {
        scan(bytes, inRuns: true).problem
    }

    /// `bytes` fed to a scanner until its first problem. `inRuns`: runs that change no count
    /// (the rest of a name, comment or string text) are taken at once, as `problem(in:)` does:
    /// byte by byte they were about half the scan's time. Without, one byte at a time.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, inRuns: Bool) -> Scanner {
        var scanner = Scanner()
        var offset = 0
        while offset < bytes.count {
            if inRuns {
                let skipped = scanner.skipRun(in: bytes, from: offset)
                if skipped > 0 {
                    offset += skipped
                    continue
                }
            }
            scanner.consume(bytes[offset])
            offset += 1
            if scanner.problem != nil { break }
        }
        return scanner
    }

    /// The first problem and the scanner's whole state after `bytes` (or at that problem), fed
    /// in runs or one byte at a time: tests compare the two.
    static func finalState(of bytes: [UInt8], inRuns: Bool) -> (problem: String?, state: String) {
        let scanner = bytes.withUnsafeBufferPointer { scan($0, inRuns: inRuns) }
        return (scanner.problem, scanner.stateDescription)
    }

    fileprivate enum Mode: Equatable {
        case code
        case lineComment
        case blockComment(depth: Int)
        /// `hashes`: raw-string delimiter count; `multiline`: `"""`.
        case string(hashes: Int, multiline: Bool)
    }

    private struct Scanner {
        var depth = 0
        var squareBrackets = 0
        var shape = ExpressionShape()
        var mode = Mode.code
        /// Brackets open when each enclosing interpolation started (to know when it closes).
        var interpolations: [(mode: Mode, depth: Int)] = []
        /// A few previous bytes, enough to recognise `//`, `/*`, `*/`, `"""`, `\(`, `#"`.
        var previous: UInt8 = 0
        var quotes = 0
        var hashes = 0
        var escaped = false
        var pendingHashes = 0
        var closingHashes = -1

        var stateDescription: String {
            "depth \(depth) squares \(squareBrackets) mode \(mode) interpolations \(interpolations.map { "\($0.mode)@\($0.depth)" }) previous \(previous) "
                + "quotes \(quotes) hashes \(hashes) escaped \(escaped) pending \(pendingHashes) closing \(closingHashes) | \(shape.stateDescription)"
        }

        var problem: String? {
            if depth + shape.angles > maximumDepth {
                return "nesting deeper than \(maximumDepth) levels of brackets, parentheses, braces and generic arguments"
            }
            if squareBrackets > maximumSquareBrackets {
                return "more than \(maximumSquareBrackets) nested '[' (the parser's time grows exponentially with them)"
            }
            return shape.problem
        }

        /// How many bytes from `start` on `consume` would take with no effect but `previous`
        /// (and the shape's current name): the bytes after a name's first one, spaces and tabs
        /// after one, the text of a comment up to what could end it, a string's text up to a
        /// quote, backslash or line end. Zero when the byte at `start` needs `consume`.
        mutating func skipRun(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var end = start
            switch mode {
            case .code:
                guard quotes == 0, pendingHashes == 0 else { return 0 }
                if shape.isInName {
                    // Inside a name: only its length and first bytes change.
                    while end < bytes.count, ExpressionShape.isIdentifier(bytes[end]) { end += 1 }
                    guard end > start else { return 0 }
                    shape.continueName(bytes, start..<end)
                } else if previous == 0x20 || previous == 0x09 {
                    // After a space or tab the shape took, more of them change nothing (indentation).
                    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
                }
            case .lineComment:
                while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            case .blockComment:
                while end < bytes.count, bytes[end] != UInt8(ascii: "/"), bytes[end] != UInt8(ascii: "*") { end += 1 }
            case .string:
                guard !escaped, closingHashes < 0 else { return 0 }
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
                      bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                if end > start { quotes = 0 }
            }
            if end > start { previous = bytes[end - 1] }
            return end - start
        }

        mutating func consume(_ byte: UInt8) {
            defer { previous = byte }
            switch mode {
            case .code: code(byte)
            case .lineComment:
                if byte == 0x0A || byte == 0x0D {
                    mode = .code
                    shape.consume(byte, depth: depth)
                }
            case .blockComment(let level):
                if previous == UInt8(ascii: "/") && byte == UInt8(ascii: "*") {
                    mode = .blockComment(depth: level + 1)
                } else if previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/") {
                    mode = level == 1 ? .code : .blockComment(depth: level - 1)
                }
            case .string(let hashes, let multiline): string(byte, hashes: hashes, multiline: multiline)
            }
        }

        private mutating func code(_ byte: UInt8) {
            if quotes == 1 && byte != UInt8(ascii: "\"") {  // a lone `"` started a single-line string
                quotes = 0
                let hashes = pendingHashes
                pendingHashes = 0
                mode = .string(hashes: hashes, multiline: false)
                string(byte, hashes: hashes, multiline: false)
                return
            }
            if quotes == 2 && byte != UInt8(ascii: "\"") { quotes = 0 }  // `""`: an empty string
            switch byte {
            case UInt8(ascii: "#"):
                pendingHashes += 1
                shape.consumeHash()
                return
            case UInt8(ascii: "\""):
                // `"` then maybe `""`: decide single vs multi-line on the next bytes.
                quotes += 1
                if quotes == 3 {
                    quotes = 0
                    mode = .string(hashes: pendingHashes, multiline: true)
                    pendingHashes = 0
                }
                return
            default:
                break
            }
            pendingHashes = 0
            shape.consume(byte, depth: depth)
            switch byte {
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"):
                mode = .lineComment
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"):
                mode = .blockComment(depth: 1)
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "["):
                depth += 1
                squareBrackets += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                if byte == UInt8(ascii: "]") && squareBrackets > 0 { squareBrackets -= 1 }
                if depth > 0 { depth -= 1 }
                if byte == UInt8(ascii: ")"), let open = interpolations.last, open.depth == depth {
                    interpolations.removeLast()
                    mode = open.mode
                }
            default:
                break
            }
        }

        private mutating func string(_ byte: UInt8, hashes: Int, multiline: Bool) {
            if closingHashes >= 0 {
                // After the closing quote(s): count the raw delimiter's hashes.
                if byte == UInt8(ascii: "#") && closingHashes < hashes {
                    closingHashes += 1
                    if closingHashes == hashes { endString() }
                    return
                }
                closingHashes = -1
            }
            if escaped {
                // `\` + hashes (raw strings) then `(` opens an interpolation.
                if byte == UInt8(ascii: "#") && self.hashes < hashes { self.hashes += 1; return }
                escaped = false
                if self.hashes == hashes && byte == UInt8(ascii: "(") {
                    interpolations.append((mode, depth))
                    depth += 1
                    mode = .code
                    quotes = 0
                    return
                }
                if self.hashes == hashes && hashes == 0 { return }  // an escaped character
            }
            switch byte {
            case UInt8(ascii: "\\"):
                escaped = true
                self.hashes = 0
            case UInt8(ascii: "\""):
                if multiline {
                    quotes = previous == UInt8(ascii: "\"") ? quotes + 1 : 1
                    if quotes >= 3 { quotes = 0; closeQuote(hashes) }
                } else {
                    closeQuote(hashes)
                }
            case 0x0A, 0x0D:
                // An unterminated single-line string ends with its line.
                if multiline { quotes = 0 } else { endString() }
            default:
                quotes = 0
            }
        }

        private mutating func closeQuote(_ hashes: Int) {
            if hashes == 0 { endString() } else { closingHashes = 0 }
        }

        private mutating func endString() {
            mode = .code
            closingHashes = -1
            quotes = 0
            escaped = false
        }
    }
}
