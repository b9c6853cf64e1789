/// Hashes an `Encodable` value's structure straight into a `StableHash`: a fingerprint of index
/// facts without building JSON text first (Foundation's `JSONEncoder` took seconds for the facts
/// of a large project, on every run whose inputs changed).
///
/// Every container and value becomes one token (depth, key or index, kind, value), in encoding
/// order: a pre-order walk with depths, so different trees give different token streams. The
/// stream is only as stable as the encoding order: meant for types without `Dictionary` or
/// `Set` members (their order differs between processes), which the index facts are.
public enum StructureHasher {
    public static func combine(_ value: some Encodable, into hash: inout StableHash) {
        let sink = TokenSink()
        // Encoding into this encoder cannot fail: no container throws.
        try? value.encode(to: TokenEncoder(depth: 0, key: "", sink: sink))
        sink.bytes.withUnsafeBufferPointer { hash.combine($0) }
    }
}

/// The token stream, shared by an encoder and its containers.
private final class TokenSink {
    var bytes: [UInt8] = []

    func token(depth: Int, key: String, kind: UInt8, value: String = "") {
        bytes.append(kind)
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: depth).littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: key.utf8)
        bytes.append(0xFF)  // never in UTF-8: ends each text
        bytes.append(contentsOf: value.utf8)
        bytes.append(0xFF)
    }
}

private struct TokenEncoder: Encoder {
    let depth: Int
    let key: String
    let sink: TokenSink
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.token(depth: depth, key: key, kind: UInt8(ascii: "{"))
        return KeyedEncodingContainer(KeyedTokens<Key>(depth: depth + 1, sink: sink))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.token(depth: depth, key: key, kind: UInt8(ascii: "["))
        return UnkeyedTokens(depth: depth + 1, sink: sink)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleToken(depth: depth, key: key, sink: sink) }
}

private struct KeyedTokens<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let depth: Int
    let sink: TokenSink
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) { sink.token(depth: depth, key: key.stringValue, kind: UInt8(ascii: "0")) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        var single = SingleToken(depth: depth, key: key.stringValue, sink: sink)
        try single.encode(value)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        TokenEncoder(depth: depth, key: key.stringValue, sink: sink).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TokenEncoder(depth: depth, key: key.stringValue, sink: sink).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { TokenEncoder(depth: depth, key: "super", sink: sink) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { TokenEncoder(depth: depth, key: key.stringValue, sink: sink) }
}

private struct UnkeyedTokens: UnkeyedEncodingContainer {
    let depth: Int
    let sink: TokenSink
    var count = 0
    var codingPath: [any CodingKey] { [] }

    private mutating func nextKey() -> String {
        count += 1
        return String(count - 1)
    }

    mutating func encodeNil() { sink.token(depth: depth, key: nextKey(), kind: UInt8(ascii: "0")) }
    mutating func encode(_ value: some Encodable) throws {
        var single = SingleToken(depth: depth, key: nextKey(), sink: sink)
        try single.encode(value)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        TokenEncoder(depth: depth, key: nextKey(), sink: sink).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { TokenEncoder(depth: depth, key: nextKey(), sink: sink).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { TokenEncoder(depth: depth, key: nextKey(), sink: sink) }
}

/// One value: strings, numbers and booleans become a token; anything else encodes itself
/// one level down.
private struct SingleToken: SingleValueEncodingContainer {
    let depth: Int
    let key: String
    let sink: TokenSink
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() { sink.token(depth: depth, key: key, kind: UInt8(ascii: "0")) }
    mutating func encode(_ value: Bool) { sink.token(depth: depth, key: key, kind: UInt8(ascii: "b"), value: value ? "1" : "0") }
    mutating func encode(_ value: String) { sink.token(depth: depth, key: key, kind: UInt8(ascii: "s"), value: value) }
    mutating func encode(_ value: Double) { sink.token(depth: depth, key: key, kind: UInt8(ascii: "n"), value: "\(value)") }
    mutating func encode(_ value: Float) { sink.token(depth: depth, key: key, kind: UInt8(ascii: "n"), value: "\(value)") }
    mutating func encode(_ value: Int) { sink.token(depth: depth, key: key, kind: UInt8(ascii: "n"), value: String(value)) }
    mutating func encode(_ value: Int8) { encode(Int(value)) }
    mutating func encode(_ value: Int16) { encode(Int(value)) }
    mutating func encode(_ value: Int32) { encode(Int(value)) }
    mutating func encode(_ value: Int64) { encode(Int(value)) }
    mutating func encode(_ value: UInt) { sink.token(depth: depth, key: key, kind: UInt8(ascii: "n"), value: String(value)) }
    mutating func encode(_ value: UInt8) { encode(UInt(value)) }
    mutating func encode(_ value: UInt16) { encode(UInt(value)) }
    mutating func encode(_ value: UInt32) { encode(UInt(value)) }
    mutating func encode(_ value: UInt64) { encode(UInt(value)) }
    mutating func encode(_ value: some Encodable) throws {
        switch value {
        case let text as String: encode(text)
        case let flag as Bool: encode(flag)
        case let number as Int: encode(number)
        default: try value.encode(to: TokenEncoder(depth: depth, key: key, sink: sink))
        }
    }
}
