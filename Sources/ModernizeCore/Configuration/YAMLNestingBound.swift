/// An upper bound on how deeply a YAML text nests, from one pass over its bytes before Yams
/// reads it: Yams composes, the spec walk visits and freeing the nodes releases one level per
/// call, so 5,000 nested `[` in a 10 KB project.yml overflowed the stack.
///
/// No YAML is lexed (a misread quote or comment could hide brackets): every `[` and `{` so far
/// counts twice (a flow sequence and the single-pair mapping `[a: [b: ...` opens in it), a line
/// indented by n spaces sits in at most 2(n + 1) block collections (a mapping and a sequence at
/// each indentation), and each `- `, `? ` and `: ` on the line may open one more. The sum only
/// grows with what could nest, so it errs towards refusing a spec, never towards recursing
/// past the bound. An alias repeats its anchor's node inside another: with A anchors, nodes
/// nest at most (A + 1) times the bound once aliases are followed.
struct YAMLNestingBound {
    /// The largest bound met, and where (1-based line and column, in bytes).
    private(set) var deepest = 0
    private(set) var place = (line: 1, column: 1)
    /// `&` where an anchor may start (at a line's start, after a space, a tab or `[`, `{`, `,`).
    private(set) var anchors = 0

    /// The nesting the spec could reach with its aliases followed.
    var withAliases: Int { (anchors + 1) * deepest }

    init(_ text: String) {
        var text = text
        text.withUTF8 { scan($0) }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var flowOpeners = 0
        var indentation = 0
        var inIndentation = true
        var indicators = 0
        var line = 1
        var lineStart = 0
        var previous = newline
        for (offset, byte) in bytes.enumerated() {
            defer { previous = byte }
            // A lone CR breaks lines too (libyaml reads it so): indentation starts again.
            if byte == newline || (byte == carriageReturn && (offset + 1 == bytes.count || bytes[offset + 1] != newline)) {
                line += 1
                lineStart = offset + 1
                indentation = 0
                inIndentation = true
                indicators = 0
                continue
            }
            switch byte {
            case space, tab:
                if inIndentation { indentation += 1 }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowOpeners += 1
            case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
                let next = offset + 1 < bytes.count ? bytes[offset + 1] : newline
                if next == space || next == tab || next == newline || next == carriageReturn { indicators += 1 }
            case UInt8(ascii: "&"):
                if [space, tab, newline, carriageReturn, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ",")].contains(previous) { anchors += 1 }
            default:
                break
            }
            if byte != space && byte != tab { inIndentation = false }
            let bound = 2 * flowOpeners + 2 * (indentation + 1) + indicators
            if bound > deepest {
                deepest = bound
                place = (line, offset - lineStart + 1)
            }
        }
    }
}
