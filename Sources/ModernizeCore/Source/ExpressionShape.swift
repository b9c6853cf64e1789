/// Part of `NestingScan`: recursion in the parser and in syntax visitors that brackets do not
/// show. Three shapes recurse once per repetition, so a long enough run overflows any stack:
///
/// - a chain of postfix operations in one expression (`a.b.c…`, `f()()…`, `a[0][0]…`, `a!!…`,
///   `x as! T as! T…`);
/// - ternaries nested in the middle (`a ? b ? … : c : c`); a ternary's `?` has spaces around it;
/// - prefix keywords in a row (`try try …`, `await await …`);
/// - function types returning function types (`() -> () -> …`);
/// - `#if` blocks nested inside each other.
///
/// And one the parser's lookahead recurses on: `<` after a name, spaced or not (`a < a < …`
/// is tried as generic arguments), counted with the brackets per line.
///
/// Counted over code bytes only (the caller skips comments and strings), per bracket depth; a
/// separator (`,` `;` `=` `:` a brace, a spaced binary operator, a new line not starting with
/// `.`, which also ends a statement's chain when it starts with a name) ends a chain.
/// Miscounts only ever lower a count, never raise it past real code's.
struct ExpressionShape {
    static let maximumChain = 4_096
    static let maximumTernaries = 256
    static let maximumPrefixKeywords = 64
    static let maximumArrows = 256
    static let maximumConditionals = 256

    private(set) var problem: String?
    /// Open generic-argument `<` on this line (the parser nests them like brackets).
    private(set) var angles = 0
    private var lastSignificant: UInt8 = UInt8(ascii: ";")
    private var spaceBefore = true
    private var atLineStart = true
    /// The current identifier's first bytes, packed (only `try`, `await`, `as`, `is` matter).
    private var word: UInt64 = 0
    private var wordLength = 0
    private var prefixKeywords = 0
    private var ternaries: [Int] = []
    private var pendingQuestion: Int?
    private var chains = [Int](repeating: 0, count: NestingScan.maximumDepth + 2)
    private var arrows = [Int](repeating: 0, count: NestingScan.maximumDepth + 2)
    /// `#if` blocks open; the word after a `#` decides (`if` opens, `endif` closes).
    private var conditionals = 0
    private var afterHash = false
    private var wordAfterHash = false

    /// Inside a name: the next identifier byte would only lengthen it (`continueName`). The
    /// other state an identifier byte sets already holds then: nothing but identifier bytes
    /// reaches the shape while a name is open (any other byte, or a `#`, ends it first).
    var isInName: Bool { wordLength > 0 }

    /// `consume` of each byte of `range`, identifier bytes continuing the current name: all
    /// they change is the name's length and first bytes, and the last significant byte.
    mutating func continueName(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound && wordLength < 8 {
            word = word << 8 | UInt64(bytes[index])
            wordLength += 1
            index += 1
        }
        wordLength += range.upperBound - index
        lastSignificant = bytes[range.upperBound - 1]
    }

    /// Everything the shape holds, for tests comparing two ways of feeding it.
    var stateDescription: String {
        "\(problem ?? "-") angles \(angles) last \(lastSignificant) space \(spaceBefore) lineStart \(atLineStart) word \(word)/\(wordLength) "
            + "prefix \(prefixKeywords) ternaries \(ternaries) question \(pendingQuestion ?? -1) chains \(chains.enumerated().filter { $0.element != 0 }.map { "\($0.offset):\($0.element)" }) "
            + "arrows \(arrows.enumerated().filter { $0.element != 0 }.map { "\($0.offset):\($0.element)" }) if \(conditionals) hash \(afterHash)/\(wordAfterHash)"
    }

    /// A `#` in code (the caller keeps it for raw strings and does not pass it on as a byte).
    mutating func consumeHash() {
        finishWord(depth: 0)
        afterHash = true
    }

    mutating func consume(_ byte: UInt8, depth: Int) {
        let depth = min(depth, chains.count - 1)
        if Self.isIdentifier(byte) {
            if wordLength == 0 {
                wordAfterHash = afterHash
                // A name starting a line starts a statement: no postfix chain or function
                // type goes on across it (a continuation line starts with `.` or an operator).
                if atLineStart { (chains[depth], arrows[depth]) = (0, 0) }
            }
            afterHash = false
            if wordLength < 8 { word = word << 8 | UInt64(byte) }
            wordLength += 1
            pendingQuestion = nil
            atLineStart = false
            lastSignificant = byte
            spaceBefore = false
            return
        }
        finishWord(depth: depth)
        afterHash = false
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            if let open = pendingQuestion {
                ternaries.append(open)
                if ternaries.count > Self.maximumTernaries {
                    problem = "more than \(Self.maximumTernaries) ternaries nested inside each other"
                }
            }
            pendingQuestion = nil
            if byte == 0x0A || byte == 0x0D {
                atLineStart = true
                angles = 0
            }
            spaceBefore = true
            return
        }
        pendingQuestion = nil
        let lineStart = atLineStart
        if atLineStart {
            atLineStart = false
            if byte != UInt8(ascii: ".") { chains[depth] = 0 }  // not a `.modifier` continuation line
        }
        let afterOperand = !spaceBefore && (Self.isIdentifier(lastSignificant) || Self.closesOperand(lastSignificant))
        switch byte {
        case UInt8(ascii: "."):
            if !spaceBefore || lineStart { chains[depth] += 1 }  // `a.b`, or a `.b` continuation line
        case UInt8(ascii: "("), UInt8(ascii: "["):
            if afterOperand { chains[depth] += 1 }  // a call or subscript continues the chain
        case UInt8(ascii: "!"):
            if afterOperand { chains[depth] += 1 }
        case UInt8(ascii: "?"):
            if spaceBefore {
                pendingQuestion = depth
            } else if afterOperand && lastSignificant != UInt8(ascii: "?") {  // not the second `?` of `??`
                chains[depth] += 1
            }
        case UInt8(ascii: ":"):
            if ternaries.last == depth { ternaries.removeLast() }
            chains[depth] = 0
        case UInt8(ascii: "{"):
            // A trailing closure continues the chain (`.map { }.filter { }`); a body after
            // `if x` adds one at most, and its new line ends the chain.
            if Self.isIdentifier(lastSignificant) || lastSignificant == UInt8(ascii: ")") || lastSignificant == UInt8(ascii: "]") {
                chains[depth] += 1
            }
            angles = 0
            arrows[depth] = 0
        case UInt8(ascii: "}"):
            angles = 0
            arrows[depth] = 0
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
            chains[depth] = 0
            arrows[depth] = 0
            if byte != UInt8(ascii: ",") { angles = 0 }
        case UInt8(ascii: "<"):
            // `Name<` opens generic arguments, which the parser nests like brackets; after a
            // spaced `<` too its lookahead tries them (`a < a < …` recurses once per `<`).
            if Self.isIdentifier(lastSignificant) { angles += 1 }
            if spaceBefore { chains[depth] = 0 }
        case UInt8(ascii: ">") where lastSignificant == UInt8(ascii: "-") && !spaceBefore:
            arrows[depth] += 1  // `->`: each function type in a result nests another
            if arrows[depth] > Self.maximumArrows {
                problem = "more than \(Self.maximumArrows) function types nested in one another's result ('->')"
            }
        case UInt8(ascii: ">"):
            if angles > 0 && (!spaceBefore || lastSignificant != UInt8(ascii: "-")) { angles -= 1 }
            if spaceBefore { chains[depth] = 0 }
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            let outer = max(depth - 1, 0)
            while let last = ternaries.last, last > outer { ternaries.removeLast() }
            chains[depth] = 0
        default:
            if spaceBefore && Self.isOperator(byte) { chains[depth] = 0 }
        }
        if byte == UInt8(ascii: "}") {
            let outer = max(depth - 1, 0)
            while let last = ternaries.last, last > outer { ternaries.removeLast() }
        }
        if chains[depth] > Self.maximumChain {
            problem = "more than \(Self.maximumChain) member accesses, calls, subscripts or casts chained in one expression"
        }
        lastSignificant = byte
        spaceBefore = false
    }

    private static func packed(_ text: StaticString) -> UInt64 {
        var value: UInt64 = 0
        text.withUTF8Buffer { for byte in $0 { value = value << 8 | UInt64(byte) } }
        return value
    }

    private static let tryWord = packed("try"), awaitWord = packed("await"), asWord = packed("as"), isWord = packed("is")
    private static let ifWord = packed("if"), endifWord = packed("endif")

    private mutating func finishWord(depth: Int) {
        guard wordLength > 0 else { return }
        defer { word = 0; wordLength = 0; wordAfterHash = false }
        if wordAfterHash {
            if wordLength == 2 && word == Self.ifWord {
                conditionals += 1
                if conditionals > Self.maximumConditionals {
                    problem = "more than \(Self.maximumConditionals) '#if' blocks nested inside each other"
                }
            } else if wordLength == 5 && word == Self.endifWord {
                conditionals = max(0, conditionals - 1)
            }
            return
        }
        if wordLength <= 5 && (word == Self.tryWord || word == Self.awaitWord) {
            prefixKeywords += 1
            if prefixKeywords > Self.maximumPrefixKeywords {
                problem = "more than \(Self.maximumPrefixKeywords) 'try'/'await' in a row"
            }
            return
        }
        prefixKeywords = 0
        if wordLength == 2 && (word == Self.asWord || word == Self.isWord) {
            chains[depth] += 1  // casts recurse like postfix operations
        }
    }

    private static func closesOperand(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ">"), UInt8(ascii: "\""): true
        default: false
        }
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"): true
        default: false
        }
    }

    @inline(__always)
    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }
}
