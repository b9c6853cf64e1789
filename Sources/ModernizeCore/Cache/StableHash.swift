/// A 128-bit hash that is the same in every process and on every machine (Swift's `Hasher`
/// is seeded per process), for cache keys. Two independent 64-bit byte hashes; not
/// cryptographic: cache entries are also checked against the key they were stored under.
public struct StableHash: Sendable {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x9e37_79b9_7f4a_7c15

    public init() {}

    public mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
        var first = self.first
        var second = self.second
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = ((second ^ UInt64(byte)) &* 0xff51_afd7_ed55_8ccd)
            second ^= second >> 29
        }
        self.first = first
        self.second = second
    }

    /// The text's UTF-8 bytes, then a separator byte (0xFF never occurs in UTF-8), so
    /// ("ab", "c") and ("a", "bc") differ.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine($0) }
        withUnsafeBytes(of: UInt8(0xFF)) { combine($0.bindMemory(to: UInt8.self)) }
    }

    public var hex: String {
        func pad(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return pad(first) + pad(second)
    }

    /// The hash of raw bytes (a file's content), eight bytes per step: byte by byte, hashing
    /// every file was a tenth of a warm run. Each step (xor, multiply by an odd number,
    /// xor-shift) is invertible, so two inputs of one length that differ in one word always
    /// differ; the length is mixed in first.
    public static func of(bytes: [UInt8]) -> String {
        var hash = StableHash()
        hash.first ^= UInt64(bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var offset = 0
            while raw.count - offset >= 8 {
                hash.mix(word: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            hash.combine(UnsafeBufferPointer(rebasing: buffer[offset...]))
        }
        return hash.hex
    }

    private mutating func mix(word: UInt64) {
        first = (first ^ word) &* 0x0000_0100_0000_01b3
        first ^= first >> 32
        second = (second ^ word) &* 0xff51_afd7_ed55_8ccd
        second ^= second >> 29
    }

    public static func of(_ parts: [String]) -> String {
        var hash = StableHash()
        for part in parts { hash.combine(part) }
        return hash.hex
    }
}
