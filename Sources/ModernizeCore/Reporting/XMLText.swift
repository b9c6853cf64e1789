/// Text placed in the XML reports (JUnit, checkstyle). Names, messages and code come from the
/// user's files, so the markup characters become entities, and control characters become
/// git-style octal escapes (`ControlCharacters`): XML 1.0 cannot carry most of them at all,
/// not even as character references, and a terminal showing the report must not obey them.
enum XMLText {
    /// `attribute`: newline and tab become character references, since a parser turns them
    /// into spaces when they appear raw in an attribute value.
    static func escape(_ text: String, attribute: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in ControlCharacters.escaped(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n" where attribute: result += "&#10;"
            case "\t" where attribute: result += "&#9;"
            // Not characters XML allows (the rest of the C0 range is escaped above).
            case "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#
}
