/// SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), for authenticating result-cache entries.
/// The package has no crypto dependency and Foundation on Linux offers none; this is the plain
/// algorithm, checked against the standard test vectors in the tests.
enum SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The hash of `parts` joined, without joining them (HMAC hashes a key block and a message).
    static func hash(_ parts: [UInt8]...) -> [UInt8] {
        var engine = Engine()
        for part in parts { engine.update(part) }
        return engine.finish()
    }

    static func hmac(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var block = key.count > 64 ? hash(key) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        let inner = hash(block.map { $0 ^ 0x36 }, message)
        return hash(block.map { $0 ^ 0x5c }, inner)
    }

    /// The running state: whole 64-byte blocks are compressed straight from the input, so a
    /// message (a cache entry of megabytes) is never copied.
    private struct Engine {
        private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        /// Input bytes after the last whole block.
        private var pending: [UInt8] = []
        private var length = 0

        mutating func update(_ bytes: [UInt8]) {
            length += bytes.count
            bytes.withUnsafeBufferPointer { input in
                var offset = 0
                if !pending.isEmpty {
                    offset = min(64 - pending.count, input.count)
                    pending += input[..<offset]
                    guard pending.count == 64 else { return }
                    let block = pending
                    block.withUnsafeBufferPointer { compress($0.baseAddress!) }
                    pending.removeAll(keepingCapacity: true)
                }
                while input.count - offset >= 64 {
                    compress(input.baseAddress! + offset)
                    offset += 64
                }
                pending += input[offset...]
            }
        }

        /// Pads (FIPS 180-4, 5.1.1) and returns the digest.
        mutating func finish() -> [UInt8] {
            let bits = UInt64(length) &* 8
            var tail: [UInt8] = [0x80]
            while (length + tail.count) % 64 != 56 { tail.append(0) }
            for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
            update(tail)
            return state.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
        }

        private mutating func compress(_ block: UnsafePointer<UInt8>) {
            var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
            SHA256.roundConstants.withUnsafeBufferPointer { constants in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
                    for index in 0..<16 {
                        let at = block + index * 4
                        words[index] = UInt32(at[0]) << 24 | UInt32(at[1]) << 16 | UInt32(at[2]) << 8 | UInt32(at[3])
                    }
                    for index in 16..<64 {
                        let s0 = rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18) ^ (words[index - 15] >> 3)
                        let s1 = rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19) ^ (words[index - 2] >> 10)
                        words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
                    }
                    for index in 0..<64 {
                        let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ constants[index] &+ words[index]
                        let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                    }
                }
            }
            state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
            state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
        }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value >> count | value << (32 - count) }
}
