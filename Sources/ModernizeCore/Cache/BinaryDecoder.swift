/// Reads what `BinaryEncoder` wrote. Malformed input (a truncated or edited entry) throws;
/// it never reads out of bounds.
public enum BinaryDecoder {
    public static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        var cursor = 0
        let buffer = try ByteReader(bytes, keysEndingAt: &cursor)
        let root = try buffer.value(at: &cursor)
        guard cursor == bytes.count else { throw BinaryDecodingError.malformed("trailing bytes") }
        return try root.decode(type)
    }
}

enum BinaryDecodingError: Error {
    case malformed(String)
}

/// The entry's bytes and key table, shared by every container reading them.
private final class ByteReader {
    let bytes: [UInt8]
    private(set) var keys: [String] = []

    /// Reads the key table at the start of `bytes`; `cursor` ends past it.
    init(_ bytes: [UInt8], keysEndingAt cursor: inout Int) throws {
        self.bytes = bytes
        let count = try varint(at: &cursor)
        guard count <= UInt64(bytes.count) else { throw BinaryDecodingError.malformed("key count past the end") }
        keys.reserveCapacity(Int(count))
        for _ in 0..<count { keys.append(try string(at: &cursor)) }
    }

    func key(at cursor: inout Int) throws -> String {
        let position = try varint(at: &cursor)
        guard position < UInt64(keys.count) else { throw BinaryDecodingError.malformed("key \(position) not in the table") }
        return keys[Int(position)]
    }

    func byte(at cursor: inout Int) throws -> UInt8 {
        guard cursor < bytes.count else { throw BinaryDecodingError.malformed("truncated") }
        cursor += 1
        return bytes[cursor - 1]
    }

    func varint(at cursor: inout Int) throws -> UInt64 {
        guard let number = ScalarBytes.varint(in: bytes, at: &cursor) else { throw BinaryDecodingError.malformed("varint cut short or too long") }
        return number
    }

    func length(at cursor: inout Int) throws -> Int {
        let length = try varint(at: &cursor)
        guard length <= UInt64(bytes.count - cursor) else { throw BinaryDecodingError.malformed("length past the end") }
        return Int(length)
    }

    func string(at cursor: inout Int) throws -> String {
        let count = try length(at: &cursor)
        defer { cursor += count }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[cursor..<cursor + count]), as: UTF8.self) }
    }

    /// The value at `cursor` (moved past it): scalars are read, containers only located.
    func value(at cursor: inout Int) throws -> DecodedValue {
        let tag = try byte(at: &cursor)
        switch tag {
        case BinaryFormat.null: return DecodedValue(reader: self, kind: .null)
        case BinaryFormat.false: return DecodedValue(reader: self, kind: .bool(false))
        case BinaryFormat.true: return DecodedValue(reader: self, kind: .bool(true))
        case BinaryFormat.int:
            let raw = try varint(at: &cursor)
            return DecodedValue(reader: self, kind: .int(Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)))
        case BinaryFormat.uint: return DecodedValue(reader: self, kind: .uint(try varint(at: &cursor)))
        case BinaryFormat.double:
            guard bytes.count - cursor >= 8 else { throw BinaryDecodingError.malformed("truncated") }
            var bits: UInt64 = 0
            for offset in 0..<8 { bits |= UInt64(bytes[cursor + offset]) << (8 * UInt64(offset)) }
            cursor += 8
            return DecodedValue(reader: self, kind: .double(Double(bitPattern: bits)))
        case BinaryFormat.string: return DecodedValue(reader: self, kind: .string(try string(at: &cursor)))
        case BinaryFormat.bytes:
            let length = try length(at: &cursor)
            cursor += length
            return DecodedValue(reader: self, kind: .bytes(cursor - length, end: cursor))
        case BinaryFormat.array, BinaryFormat.keyed:
            let length = try length(at: &cursor)
            let body = cursor
            cursor += length
            return DecodedValue(reader: self, kind: tag == BinaryFormat.array ? .array(body, end: cursor) : .keyed(body, end: cursor))
        default:
            throw BinaryDecodingError.malformed("unknown tag \(tag)")
        }
    }
}

/// One located value.
private struct DecodedValue {
    enum Kind {
        case null
        case bool(Bool)
        case int(Int64)
        case uint(UInt64)
        case double(Double)
        case string(String)
        /// Start and end offsets of a byte array's bytes.
        case bytes(Int, end: Int)
        /// Body start and end offsets.
        case array(Int, end: Int)
        case keyed(Int, end: Int)
    }

    let reader: ByteReader
    let kind: Kind

    var isNull: Bool { if case .null = kind { true } else { false } }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        switch kind {
        case .string(let text) where type == String.self: return text as! Value
        case .bool(let flag) where type == Bool.self: return flag as! Value
        case .int(let number) where type == Int.self: return Int(number) as! Value
        case .bytes(let start, let end) where type == [UInt8].self: return Array(reader.bytes[start..<end]) as! Value
        default: return try Value(from: ValueDecoder(value: self))
        }
    }

    func items() throws -> [DecodedValue] {
        guard case .array(let start, let end) = kind else { throw mismatch("an array") }
        var cursor = start
        let count = try reader.varint(at: &cursor)
        var items: [DecodedValue] = []
        items.reserveCapacity(Int(min(count, UInt64(max(0, end - cursor)))))
        for _ in 0..<count { items.append(try reader.value(at: &cursor)) }
        guard cursor == end else { throw BinaryDecodingError.malformed("array length") }
        return items
    }

    func entries() throws -> [(key: String, value: DecodedValue)] {
        guard case .keyed(let start, let end) = kind else { throw mismatch("a keyed container") }
        var cursor = start
        let count = try reader.varint(at: &cursor)
        var entries: [(key: String, value: DecodedValue)] = []
        entries.reserveCapacity(Int(min(count, UInt64(max(0, end - cursor)))))
        for _ in 0..<count {
            let key = try reader.key(at: &cursor)
            entries.append((key, try reader.value(at: &cursor)))
        }
        guard cursor == end else { throw BinaryDecodingError.malformed("keyed length") }
        return entries
    }

    func mismatch(_ expected: String) -> BinaryDecodingError { .malformed("expected \(expected), found \(kind)") }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let converted: T?
        switch kind {
        case .int(let number): converted = T(exactly: number)
        case .uint(let number): converted = T(exactly: number)
        default: throw mismatch("an integer")
        }
        guard let converted else { throw BinaryDecodingError.malformed("\(type) out of range") }
        return converted
    }

    func double() throws -> Double {
        switch kind {
        case .double(let number): return number
        case .int(let number): return Double(number)
        case .uint(let number): return Double(number)
        default: throw mismatch("a number")
        }
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = kind else { throw mismatch("a Bool") }
        return flag
    }

    func string() throws -> String {
        guard case .string(let text) = kind else { throw mismatch("a String") }
        return text
    }
}

private struct ValueDecoder: Decoder {
    let value: DecodedValue
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedValues<Key>(entries: try value.entries()))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { UnkeyedValues(items: try value.items()) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValue(value: value) }
}

private struct KeyedValues<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let entries: [(key: String, value: DecodedValue)]
    /// Positions by key, for a large container (an encoded dictionary); nil for a struct's few keys,
    /// where a linear search beats building a dictionary per container.
    private let positions: [String: Int]?
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { entries.compactMap { Key(stringValue: $0.key) } }

    init(entries: [(key: String, value: DecodedValue)]) {
        self.entries = entries
        positions = entries.count > 16
            ? Dictionary(entries.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { _, last in last }) : nil
    }

    private func find(_ key: Key) -> DecodedValue? {
        let name = key.stringValue
        if let positions { return positions[name].map { entries[$0].value } }
        return entries.first { $0.key == name }?.value
    }

    private func require(_ key: Key) throws -> DecodedValue {
        guard let found = find(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "no value for \(key.stringValue)"))
        }
        return found
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }
    func decodeNil(forKey key: Key) throws -> Bool { try require(key).isNull }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try require(key).decode(type) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let found = find(key), !found.isNull else { return nil }
        return try found.decode(type)
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(value: require(key)).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try ValueDecoder(value: require(key)).unkeyedContainer() }
    func superDecoder() throws -> any Decoder {
        guard let found = entries.first(where: { $0.key == "super" })?.value else { throw BinaryDecodingError.malformed("no super") }
        return ValueDecoder(value: found)
    }
    func superDecoder(forKey key: Key) throws -> any Decoder { ValueDecoder(value: try require(key)) }
}

private struct UnkeyedValues: UnkeyedDecodingContainer {
    let items: [DecodedValue]
    var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> DecodedValue {
        guard !isAtEnd else { throw BinaryDecodingError.malformed("past the end of an array") }
        currentIndex += 1
        return items[currentIndex - 1]
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw BinaryDecodingError.malformed("past the end of an array") }
        if items[currentIndex].isNull {
            currentIndex += 1
            return true
        }
        return false
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(value: next()).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try ValueDecoder(value: next()).unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { ValueDecoder(value: try next()) }
}

private struct SingleValue: SingleValueDecodingContainer {
    let value: DecodedValue
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try value.bool() }
    func decode(_ type: String.Type) throws -> String { try value.string() }
    func decode(_ type: Double.Type) throws -> Double { try value.double() }
    func decode(_ type: Float.Type) throws -> Float { Float(try value.double()) }
    func decode(_ type: Int.Type) throws -> Int { try value.integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value.integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value.integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value.integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value.integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try value.integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value.integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value.integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value.integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value.integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try value.decode(type) }
}
