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
    /// The whole text's value, or nil when it is not a well-formed old-style property list.
    public static func parse(_ text: String) -> OpenStepValue? {
        var parser = Parser(bytes: Array(text.utf8))
        guard let value = parser.value() else { return nil }
        parser.skipBlanks()
        return parser.offset == parser.bytes.count ? value : nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var offset = 0

        mutating func value() -> OpenStepValue? {
            skipBlanks()
            guard offset < bytes.count else { return nil }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return dictionary()
            case UInt8(ascii: "("): return array()
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
                guard let key = value()?.string, expect("="), let entry = value(), expect(";") else { return nil }
                result[key] = entry
            }
        }

        private mutating func array() -> OpenStepValue? {
            offset += 1
            var result: [OpenStepValue] = []
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
