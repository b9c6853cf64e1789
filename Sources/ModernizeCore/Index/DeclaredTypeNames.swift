/// The type names a file may declare, from a byte scan: the identifier after each `class`,
/// `struct`, `enum`, `protocol` or `actor` keyword. Comments and string literals are skipped
/// (`CodeBytes`): a doc comment showing `final class Model: ObservableObject {` declares nothing.
enum DeclaredTypeNames {
    typealias Header = TypeHeader

    private static let keywords: [[UInt8]] = ["class", "struct", "enum", "protocol", "actor"].map { Array($0.utf8) }

    static func scan(_ text: String) -> Set<String> {
        Set(headers(text).map(\.name))
    }

    static func headers(_ text: String) -> [Header] {
        var text = text
        return text.withUTF8 { headers($0) }
    }

    static func headers(_ bytes: UnsafeBufferPointer<UInt8>) -> [Header] {
        var headers: [Header] = []
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if let end = CodeBytes.endOfCommentOrString(in: bytes, at: index) {
                index = end
                continue
            }
            // Keywords start with a, c, e, p or s, after a byte that cannot continue an identifier.
            guard byte == 0x63 || byte == 0x73 || byte == 0x65 || byte == 0x70 || byte == 0x61,
                  index == 0 || !CodeBytes.isIdentifierByte(bytes[index - 1]),
                  let keyword = keywords.first(where: { matches($0, in: bytes, at: index) }) else {
                index += 1
                // The rest of a name holds no keyword start, comment or string: skipped at once.
                if CodeBytes.isIdentifierByte(byte) {
                    while index < count, CodeBytes.isIdentifierByte(bytes[index]) { index += 1 }
                }
                continue
            }
            var cursor = index + keyword.count
            let afterKeyword = cursor
            while cursor < count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { cursor += 1 }
            let start = cursor
            while cursor < count, CodeBytes.isIdentifierByte(bytes[cursor]) { cursor += 1 }
            if cursor > start, start > afterKeyword {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
                let keywordText = String(decoding: keyword, as: UTF8.self)
                headers.append(Header(keyword: keywordText, name: name, firstInherited: firstInherited(in: bytes, after: cursor), path: ""))
            }
            index = max(cursor, index + 1)
        }
        return headers
    }

    /// After a declared name: skip a generic clause and spaces; `: Name` gives `Name`.
    private static func firstInherited(in bytes: UnsafeBufferPointer<UInt8>, after position: Int) -> String? {
        var cursor = position
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<") {
            var depth = 0
            while cursor < bytes.count {
                if bytes[cursor] == UInt8(ascii: "<") { depth += 1 }
                if bytes[cursor] == UInt8(ascii: ">") { depth -= 1; if depth == 0 { cursor += 1; break } }
                cursor += 1
            }
        }
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return nil }
        cursor += 1
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { cursor += 1 }
        var start = cursor
        var end = cursor
        // `Module.Name`: the last component.
        while end < bytes.count, CodeBytes.isIdentifierByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") {
            if bytes[end] == UInt8(ascii: ".") { start = end + 1 }
            end += 1
        }
        return end > start ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) : nil
    }

    private static func matches(_ keyword: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + keyword.count < bytes.count else { return false }
        for offset in keyword.indices where bytes[index + offset] != keyword[offset] { return false }
        return true
    }
}

/// A `class Name: First` header found by a byte scan of a file (`IndexInterest.typeHeaders`):
/// approximate (comments and strings count too), but it covers every file of the project, even
/// the ones no rule parses.
public struct TypeHeader: Sendable, Codable, Hashable {
    /// `class`, `struct`, `enum`, `protocol` or `actor`.
    public let keyword: String
    public let name: String
    /// The first name after `:` (a class's superclass, or a first protocol), last component.
    public let firstInherited: String?
    /// The file, as the run names it.
    public var path: String
}

extension TypeHeader {
    /// The headers of one file's text (tests and golden cases; runs scan every file themselves).
    public static func scan(_ source: SourceText) -> [TypeHeader] {
        DeclaredTypeNames.headers(source.text).map { header in
            var header = header
            header.path = source.path
            return header
        }
    }
}
