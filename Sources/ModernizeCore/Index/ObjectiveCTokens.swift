/// The tokens of an Objective-C header as `ObjectiveCHeaderScan` reads them: identifiers (with
/// a leading `@` for directives such as `@interface`), numbers and single punctuation
/// characters, each with its line. Comments, string and character literals, and preprocessor
/// lines (`#import`, `#if`, continued with `\`) are dropped: both branches of an `#if` are read.
enum ObjectiveCTokens {
    struct Token {
        let text: String
        let line: Int
    }

    static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        let bytes = Array(text.utf8)
        var index = 0
        var line = 1
        var atLineStart = true
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1
                atLineStart = true
                index += 1
                continue
            case 0x20, 0x09, 0x0D, 0x0C:
                index += 1
                continue
            case UInt8(ascii: "#") where atLineStart:
                // A preprocessor line, with its `\` continuations.
                while index < bytes.count, bytes[index] != 0x0A || (index > 0 && bytes[index - 1] == UInt8(ascii: "\\")) {
                    if bytes[index] == 0x0A { line += 1 }
                    index += 1
                }
                continue
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == 0x0A { line += 1 }
                    index += 1
                }
                index += 2
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = byte
                index += 1
                while index < bytes.count, bytes[index] != quote, bytes[index] != 0x0A {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
                index += 1
                atLineStart = false
                continue
            default:
                break
            }
            atLineStart = false
            let start = index
            if byte == UInt8(ascii: "@") || isIdentifierByte(byte) {
                index += 1
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
            } else {
                index += 1
            }
            tokens.append(Token(text: String(decoding: bytes[start..<index], as: UTF8.self), line: line))
        }
        return tokens
    }
}
