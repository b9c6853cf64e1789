/// The old-style (OpenStep) property list an Xcode `project.pbxproj` is written in:
/// `{ key = value; }`, `( a, b, )`, bare or quoted strings, `/* */` and `//` comments.
public indirect enum OpenStepValue: Sendable, Hashable {
    case string(String)
    case array([OpenStepValue])
    case dictionary([String: OpenStepValue])

    public var string: String? { if case .string(let value) = self { value } else { nil } }
    public var array: [OpenStepValue]? { if case .array(let value) = self { value } else { nil } }
    public var dictionary: [String: OpenStepValue]? { if case .dictionary(let value) = self { value } else { nil } }
    public subscript(key: String) -> OpenStepValue? { dictionary?[key] }
}

public enum OpenStepPropertyList {
    /// Deeper nesting is refused (the parser recurses per level, and may run on a thread with
    /// a small stack). A project.pbxproj nests five levels: objects, an object, its build
    /// settings, a list.
    public static let maximumDepth = 100

    /// The whole text's value, or nil when it is not a well-formed old-style property list
    /// (or nests deeper than `maximumDepth`).
    public static func parse(_ text: String) -> OpenStepValue? {
        read(text, recording: nil).value
    }

    /// Where a dictionary entry of one key was read: the keys of the dictionaries holding it,
    /// outermost first (`["objects", "C1", "buildSettings"]`; an array in between is `"("`),
    /// its value, and the UTF-8 offset where the value starts.
    public struct Entry: Sendable {
        public let path: [String]
        public let value: OpenStepValue
        public let offset: Int
    }

    /// A text read as a property list.
    public struct Reading: Sendable {
        /// The whole text's value; nil when it is not a well-formed property list.
        public let value: OpenStepValue?
        /// The entries whose key was asked for, in text order (when `value` is set).
        public let entries: [Entry]
        /// The UTF-8 offset where the text stopped being a property list, when it did.
        public let failureOffset: Int?
        /// What went wrong there: "not a well-formed property list" or "nests deeper than 100 levels".
        public let failure: String?
    }

    /// The whole text's value and every entry whose key is `key`.
    public static func read(_ text: String, recording key: String?) -> Reading {
        var parser = Parser(bytes: Array(text.utf8), recordedKey: key)
        let value = parser.value()
        parser.skipBlanks()
        guard let value, parser.offset == parser.bytes.count else {
            let failure = parser.tooDeep ? "nests deeper than \(maximumDepth) levels" : "not a well-formed property list"
            return Reading(value: nil, entries: [], failureOffset: min(parser.offset, parser.bytes.count), failure: failure)
        }
        return Reading(value: value, entries: parser.entries, failureOffset: nil, failure: nil)
    }

    private struct Parser {
        let bytes: [UInt8]
        let recordedKey: String?
        var offset = 0
        /// The keys (and `"("` for arrays) from the outermost value to the current one.
        var path: [String] = []
        var entries: [Entry] = []
        /// Set when a collection was refused for its depth.
        var tooDeep = false

        init(bytes: [UInt8], recordedKey: String?) {
            self.bytes = bytes
            self.recordedKey = recordedKey
        }

        mutating func value() -> OpenStepValue? {
            skipBlanks()
            guard offset < bytes.count else { return nil }
            switch bytes[offset] {
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                guard path.count < OpenStepPropertyList.maximumDepth else {
                    tooDeep = true
                    return nil
                }
                return bytes[offset] == UInt8(ascii: "{") ? dictionary() : array()
            case UInt8(ascii: "\""): return quoted().map(OpenStepValue.string)
            default: return bare().map(OpenStepValue.string)
            }
        }

        private mutating func dictionary() -> OpenStepValue? {
            offset += 1
            var result: [String: OpenStepValue] = [:]
            while true {
                skipBlanks()
                guard offset < bytes.count else { return nil }
                if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .dictionary(result) }
                guard let key = key(), expect("=") else { return nil }
                skipBlanks()
                let start = offset
                path.append(key)
                let entry = value()
                path.removeLast()
                guard let entry, expect(";") else { return nil }
                if key == recordedKey { entries.append(Entry(path: path, value: entry, offset: start)) }
                result[key] = entry
            }
        }

        private mutating func array() -> OpenStepValue? {
            offset += 1
            var result: [OpenStepValue] = []
            path.append("(")
            defer { path.removeLast() }
            while true {
                skipBlanks()
                guard offset < bytes.count else { return nil }
                if bytes[offset] == UInt8(ascii: ")") { offset += 1; return .array(result) }
                guard let element = value() else { return nil }
                result.append(element)
                skipBlanks()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") { offset += 1 }
            }
        }

        /// A dictionary key: a string, never a collection (which would nest without bound).
        private mutating func key() -> String? {
            guard offset < bytes.count else { return nil }
            return bytes[offset] == UInt8(ascii: "\"") ? quoted() : bare()
        }

        private mutating func expect(_ character: Unicode.Scalar) -> Bool {
            skipBlanks()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
            offset += 1
            return true
        }

        private mutating func quoted() -> String? {
            offset += 1
            var result: [UInt8] = []
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: result, as: UTF8.self) }
                if byte == UInt8(ascii: "\\"), offset < bytes.count {
                    let escaped = bytes[offset]
                    offset += 1
                    switch escaped {
                    case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                    default: result.append(escaped)
                    }
                } else {
                    result.append(byte)
                }
            }
            return nil
        }

        private mutating func bare() -> String? {
            let start = offset
            while offset < bytes.count, Self.isBare(bytes[offset]) { offset += 1 }
            return offset > start ? String(decoding: bytes[start..<offset], as: UTF8.self) : nil
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            default: "_$+/:.-<>@~".utf8.contains(byte)
            }
        }

        mutating func skipBlanks() {
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    offset += 1
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                    offset += 2
                    while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) { offset += 1 }
                    offset = min(offset + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                } else {
                    return
                }
            }
        }
    }
}
