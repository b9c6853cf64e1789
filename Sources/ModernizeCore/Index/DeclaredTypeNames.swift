/// The type names a file may declare, from a byte scan: the identifier after each `class`,
/// `struct`, `enum`, `protocol` or `actor` keyword. Words in comments and strings count too:
/// a false hit only costs a parse, while a miss would hide a supertype from the index.
enum DeclaredTypeNames {
    private static let keywords: [[UInt8]] = ["class", "struct", "enum", "protocol", "actor"].map { Array($0.utf8) }

    static func scan(_ text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { scan($0) }
    }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var names: Set<String> = []
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // Keywords start with a, c, e, p or s, after a byte that cannot continue an identifier.
            guard byte == 0x63 || byte == 0x73 || byte == 0x65 || byte == 0x70 || byte == 0x61,
                  index == 0 || !isIdentifierByte(bytes[index - 1]),
                  let keyword = keywords.first(where: { matches($0, in: bytes, at: index) }) else {
                index += 1
                continue
            }
            var cursor = index + keyword.count
            let afterKeyword = cursor
            while cursor < count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { cursor += 1 }
            let start = cursor
            while cursor < count, isIdentifierByte(bytes[cursor]) { cursor += 1 }
            if cursor > start, start > afterKeyword {
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self))
            }
            index = max(cursor, index + 1)
        }
        return names
    }

    private static func matches(_ keyword: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + keyword.count < bytes.count else { return false }
        for offset in keyword.indices where bytes[index + offset] != keyword[offset] { return false }
        return true
    }

    /// ASCII letters, digits, `_`, and any non-ASCII byte (identifiers may be Unicode).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }
}
