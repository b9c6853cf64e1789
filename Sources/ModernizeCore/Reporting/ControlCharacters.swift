/// Messages name files, and a file name may hold terminal escape sequences (`\e]0;...`,
/// `\e[2J`) that would act on the user's terminal. Every message is passed through `escaped`:
/// control characters other than newline and tab become git-style octal escapes of their
/// UTF-8 bytes (`\033`, as the diff headers quote names), so they are shown, never obeyed.
public enum ControlCharacters {
    /// `keepingNewlines: false` escapes newlines too (`\012`): for a name inside one line of a
    /// log that reads commands line by line (GitHub's workflow commands).
    public static func escaped(_ text: String, keepingNewlines: Bool = true) -> String {
        let isEscaped = { (scalar: Unicode.Scalar) in Self.isEscaped(scalar) || (!keepingNewlines && scalar == "\n") }
        guard mayNeedEscaping(text, keepingNewlines: keepingNewlines) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard isEscaped(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            for byte in String(scalar).utf8 {
                let octal = String(byte, radix: 8)
                result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return result
    }

    /// Whether `text` may hold a character `escaped` changes, by its UTF-8 bytes: a C0 control or
    /// DEL is one byte below 0x20 or 0x7F, a C1 control the two bytes 0xC2 0x80...0x9F. Every
    /// message goes through `escaped`, and decoding each into scalars to look was a few percent of
    /// a run the memo answers.
    static func mayNeedEscaping(_ text: String, keepingNewlines: Bool = true) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 {
                if byte != 0x09 && (byte != 0x0A || !keepingNewlines) { return true }
            } else if byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) {
                return true
            }
            previous = byte
        }
        return false
    }

    /// C0 controls but newline and tab, DEL, and the C1 controls (U+0080...U+009F, which some
    /// terminals obey like their escape-sequence forms).
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
    }
}
