/// Text placed in HTML: every name, path, message and snippet read from a batch goes through
/// here, so a file called `<script>.swift` shows as text and never becomes markup.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            // Control characters other than tab and newline have no business in a page.
            case "\u{0}"..."\u{8}", "\u{B}"..."\u{1F}", "\u{7F}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// An `id` / fragment for a repository: batch names are `[A-Za-z0-9._-]`, checked on load.
    static func anchor(_ name: String) -> String {
        "repo-" + String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar)) ? Character(scalar) : "_"
        })
    }

    /// A URL path segment list made safe for `href` (percent-encodes all but unreserved bytes).
    static func hrefPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.utf8.map { byte -> String in
                let scalar = Unicode.Scalar(byte)
                let unreserved = byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar))
                return unreserved ? String(scalar) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }.joined()
        }.joined(separator: "/")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
