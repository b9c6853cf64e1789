/// A compact binary form of `Codable` values for the result cache: a warm run decodes thousands
/// of entries, and decoding them from JSON text was its largest cost (17% of a warm run's CPU on
/// a 10-app corpus). Read back with `BinaryDecoder`; not an exchange format (no schema, no
/// version of its own: `ResultCache.formatVersion` covers it).
///
/// An entry is its key table (a count, then each distinct key string once) and its root value.
/// Each value is a tag byte and its payload: integers as (zigzag) LEB128, doubles as their 8
/// bytes, strings as a length and UTF-8 bytes, byte arrays (`[UInt8]`) likewise, arrays and keyed
/// containers as the byte length of their body (so a reader skips them in one step), a count,
/// then their items (keyed: the key's position in the table, then the value). Keys keep their
/// encoding order; a keyed reader looks them up by name. Writing each key once, not once per
/// container, halved a run memo's size (issue 47).
enum BinaryFormat {
    static let null: UInt8 = 0
    static let `false`: UInt8 = 1
    static let `true`: UInt8 = 2
    static let int: UInt8 = 3
    static let uint: UInt8 = 4
    static let double: UInt8 = 5
    static let string: UInt8 = 6
    static let array: UInt8 = 7
    static let keyed: UInt8 = 8
    static let bytes: UInt8 = 9
}

public enum BinaryEncoder {
    public static func encode(_ value: some Encodable) throws -> [UInt8] {
        let root = EncodedNode()
        try EncodedNode.store(value, in: root)
        let keys = KeyTable()
        var body: [UInt8] = []
        root.write(into: &body, keys: keys)
        var bytes: [UInt8] = []
        ScalarBytes.appendVarint(UInt64(keys.names.count), to: &bytes)
        for name in keys.names {
            ScalarBytes.appendVarint(UInt64(name.utf8.count), to: &bytes)
            bytes.append(contentsOf: name.utf8)
        }
        return bytes + body
    }
}

/// The distinct keys of an entry, numbered in the order they were first written.
private final class KeyTable {
    private(set) var names: [String] = []
    private var positions: [String: Int] = [:]

    func position(of name: String) -> Int {
        if let position = positions[name] { return position }
        positions[name] = names.count
        names.append(name)
        return names.count - 1
    }
}

/// A value being encoded: containers are filled after they are handed out, so they are boxes.
private final class EncodedNode {
    enum Kind { case empty, scalar, array, keyed }

    var kind = Kind.empty
    var scalar: [UInt8] = []
    /// Keys of a keyed container, parallel to `children`.
    var keys: [String] = []
    var children: [EncodedNode] = []

    static func store(_ value: some Encodable, in node: EncodedNode) throws {
        switch value {
        case let text as String: node.setScalar(ScalarBytes.string(text))
        case let flag as Bool: node.setScalar([flag ? BinaryFormat.true : BinaryFormat.false])
        case let number as Int: node.setScalar(ScalarBytes.int(Int64(number)))
        // By exact type: a cast would also take any empty array for a `[UInt8]`.
        case let bytes as [UInt8] where type(of: value) == [UInt8].self: node.setScalar(ScalarBytes.bytes(bytes))
        default: try value.encode(to: NodeEncoder(node: node))
        }
    }

    func setScalar(_ bytes: [UInt8]) {
        kind = .scalar
        scalar = bytes
    }

    func write(into bytes: inout [UInt8], keys: KeyTable) {
        switch kind {
        case .empty: bytes.append(BinaryFormat.null)
        case .scalar: bytes.append(contentsOf: scalar)
        case .array:
            var body: [UInt8] = []
            ScalarBytes.appendVarint(UInt64(children.count), to: &body)
            for child in children { child.write(into: &body, keys: keys) }
            Self.appendContainer(BinaryFormat.array, body: body, to: &bytes)
        case .keyed:
            var body: [UInt8] = []
            ScalarBytes.appendVarint(UInt64(children.count), to: &body)
            for (key, child) in zip(self.keys, children) {
                ScalarBytes.appendVarint(UInt64(keys.position(of: key)), to: &body)
                child.write(into: &body, keys: keys)
            }
            Self.appendContainer(BinaryFormat.keyed, body: body, to: &bytes)
        }
    }

    private static func appendContainer(_ tag: UInt8, body: [UInt8], to bytes: inout [UInt8]) {
        bytes.append(tag)
        ScalarBytes.appendVarint(UInt64(body.count), to: &bytes)
        bytes.append(contentsOf: body)
    }

    func becomeKeyed() {
        guard kind != .keyed else { return }
        (kind, keys, children) = (.keyed, [], [])
    }

    func becomeArray() {
        guard kind != .array else { return }
        (kind, keys, children) = (.array, [], [])
    }

    func append(key: String) -> EncodedNode {
        becomeKeyed()
        let child = EncodedNode()
        keys.append(key)
        children.append(child)
        return child
    }

    func appendItem() -> EncodedNode {
        becomeArray()
        let child = EncodedNode()
        children.append(child)
        return child
    }
}

enum ScalarBytes {
    static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// The number `appendVarint` wrote at `cursor` (moved past it); nil when it is cut short or
    /// longer than 64 bits.
    static func varint(in bytes: [UInt8], at cursor: inout Int) -> UInt64? {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while cursor < bytes.count, shift < 64 {
            let byte = bytes[cursor]
            cursor += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
        return nil
    }

    static func int(_ value: Int64) -> [UInt8] {
        var bytes = [BinaryFormat.int]
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &bytes)
        return bytes
    }

    static func uint(_ value: UInt64) -> [UInt8] {
        var bytes = [BinaryFormat.uint]
        appendVarint(value, to: &bytes)
        return bytes
    }

    static func double(_ value: Double) -> [UInt8] {
        var bytes = [BinaryFormat.double]
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        return bytes
    }

    static func bytes(_ value: [UInt8]) -> [UInt8] {
        var bytes = [BinaryFormat.bytes]
        appendVarint(UInt64(value.count), to: &bytes)
        bytes.append(contentsOf: value)
        return bytes
    }

    static func string(_ value: String) -> [UInt8] {
        var bytes = [BinaryFormat.string]
        appendVarint(UInt64(value.utf8.count), to: &bytes)
        bytes.append(contentsOf: value.utf8)
        return bytes
    }
}

private struct NodeEncoder: Encoder {
    let node: EncodedNode
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeKeyed()
        return KeyedEncodingContainer(KeyedNodes<Key>(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedNodes(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleNode(node: node) }
}

private struct KeyedNodes<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) { node.append(key: key.stringValue).setScalar([BinaryFormat.null]) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws { try EncodedNode.store(value, in: node.append(key: key.stringValue)) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.append(key: key.stringValue)).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.append(key: key.stringValue)).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.append(key: "super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { NodeEncoder(node: node.append(key: key.stringValue)) }
}

private struct UnkeyedNodes: UnkeyedEncodingContainer {
    let node: EncodedNode
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.children.count }

    mutating func encodeNil() { node.appendItem().setScalar([BinaryFormat.null]) }
    mutating func encode(_ value: some Encodable) throws { try EncodedNode.store(value, in: node.appendItem()) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.appendItem()).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { NodeEncoder(node: node.appendItem()).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.appendItem()) }
}

private struct SingleNode: SingleValueEncodingContainer {
    let node: EncodedNode
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() { node.setScalar([BinaryFormat.null]) }
    mutating func encode(_ value: Bool) { node.setScalar([value ? BinaryFormat.true : BinaryFormat.false]) }
    mutating func encode(_ value: String) { node.setScalar(ScalarBytes.string(value)) }
    mutating func encode(_ value: Double) { node.setScalar(ScalarBytes.double(value)) }
    mutating func encode(_ value: Float) { encode(Double(value)) }
    mutating func encode(_ value: Int) { node.setScalar(ScalarBytes.int(Int64(value))) }
    mutating func encode(_ value: Int8) { encode(Int(value)) }
    mutating func encode(_ value: Int16) { encode(Int(value)) }
    mutating func encode(_ value: Int32) { encode(Int(value)) }
    mutating func encode(_ value: Int64) { node.setScalar(ScalarBytes.int(value)) }
    mutating func encode(_ value: UInt) { node.setScalar(ScalarBytes.uint(UInt64(value))) }
    mutating func encode(_ value: UInt8) { encode(UInt(value)) }
    mutating func encode(_ value: UInt16) { encode(UInt(value)) }
    mutating func encode(_ value: UInt32) { encode(UInt(value)) }
    mutating func encode(_ value: UInt64) { node.setScalar(ScalarBytes.uint(value)) }
    mutating func encode(_ value: some Encodable) throws { try EncodedNode.store(value, in: node) }
}
