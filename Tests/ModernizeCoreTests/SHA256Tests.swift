@testable import ModernizeCore
import Testing

/// The result cache's authentication rests on these: the FIPS 180-4 and RFC 4231 vectors.
@Suite struct SHA256Tests {
    @Test func digestsMatchTheStandardVectors() {
        #expect(SHA256.hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    /// Many blocks, fed as one part: FIPS 180-4's million `a`s.
    @Test func aLongMessageMatchesTheStandardVector() {
        #expect(SHA256.hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Parts split anywhere, across and inside blocks, hash as their concatenation does
    /// (checked against the one-part digest of the same bytes, itself checked above).
    @Test func partsHashAsTheirConcatenation() {
        let message = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 128, 300] {
            let whole = Array(message[..<length])
            for split in Set([0, 1, length / 2, max(0, length - 1), length]) where split <= length {
                #expect(SHA256.hash(Array(whole[..<split]), Array(whole[split...])) == SHA256.hash(whole), "length \(length), split \(split)")
            }
        }
        #expect(SHA256.hash(Array("ab".utf8), Array("c".utf8)) == SHA256.hash(Array("abc".utf8)))
    }

    @Test func hmacMatchesRFC4231() {
        let key = [UInt8](repeating: 0x0b, count: 20)
        #expect(SHA256.hex(SHA256.hmac(key: key, message: Array("Hi There".utf8)))
            == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(SHA256.hex(SHA256.hmac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)))
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        let longKey = [UInt8](repeating: 0xaa, count: 131)
        #expect(SHA256.hex(SHA256.hmac(key: longKey, message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)))
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }
}
