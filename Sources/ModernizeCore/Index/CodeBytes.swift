/// Where the comment or string literal starting at a byte ends, for byte scans that must see
/// code only (type headers): `//` to the end of the line, nested `/* */`, and string literals
/// (`"..."`, `"""..."""`, raw `#"..."#`) with escapes and `\( ... )` interpolations, whose
/// code may hold strings of its own.
enum CodeBytes {
    /// ASCII letters, digits, `_`, and every byte of a multi-byte UTF-8 character (identifiers
    /// may hold those): what the byte scans (triggers, declared names) treat as a word.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }

    private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
    private static let backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n"), open = UInt8(ascii: "("), close = UInt8(ascii: ")")

    /// The index after the comment or string starting at `index`; nil when none starts there.
    static func endOfCommentOrString(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        if byte == slash, index + 1 < bytes.count {
            if bytes[index + 1] == slash {
                var cursor = index + 2
                while cursor < bytes.count, bytes[cursor] != newline { cursor += 1 }
                return cursor
            }
            if bytes[index + 1] == star { return endOfBlockComment(in: bytes, from: index + 2) }
            return nil
        }
        if byte == quote { return endOfString(in: bytes, from: index, hashes: 0) }
        if byte == hash {
            var cursor = index
            while cursor < bytes.count, bytes[cursor] == hash { cursor += 1 }
            if cursor < bytes.count, bytes[cursor] == quote { return endOfString(in: bytes, from: cursor, hashes: cursor - index) }
        }
        return nil
    }

    private static func endOfBlockComment(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 1
        var cursor = start
        while cursor + 1 < bytes.count {
            if bytes[cursor] == slash, bytes[cursor + 1] == star { depth += 1; cursor += 2; continue }
            if bytes[cursor] == star, bytes[cursor + 1] == slash {
                depth -= 1
                cursor += 2
                if depth == 0 { return cursor }
                continue
            }
            cursor += 1
        }
        return bytes.count
    }

    /// `start` is the opening quote (after any `#`s of a raw string).
    private static func endOfString(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, hashes: Int) -> Int {
        let isMultiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        let quotes = isMultiline ? 3 : 1
        var cursor = start + quotes
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == newline, !isMultiline { return cursor }  // unterminated: the line ends it
            if byte == backslash, matchesHashes(bytes, at: cursor + 1, count: hashes) {
                let escaped = cursor + 1 + hashes
                if escaped < bytes.count, bytes[escaped] == open {
                    cursor = endOfInterpolation(in: bytes, from: escaped + 1)
                } else {
                    cursor = escaped + 1
                }
                continue
            }
            if byte == quote, closes(bytes, at: cursor, quotes: quotes, hashes: hashes) { return cursor + quotes + hashes }
            cursor += 1
        }
        return bytes.count
    }

    /// After `\(`: code up to the matching `)`, skipping the strings and comments inside it.
    private static func endOfInterpolation(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 1
        var cursor = start
        while cursor < bytes.count {
            if let end = endOfCommentOrString(in: bytes, at: cursor) { cursor = end; continue }
            if bytes[cursor] == open { depth += 1 }
            if bytes[cursor] == close {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return bytes.count
    }

    private static func closes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, quotes: Int, hashes: Int) -> Bool {
        guard index + quotes + hashes <= bytes.count else { return false }
        for offset in 0..<quotes where bytes[index + offset] != quote { return false }
        return matchesHashes(bytes, at: index + quotes, count: hashes)
    }

    private static func matchesHashes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, count: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != hash { return false }
        return true
    }
}
