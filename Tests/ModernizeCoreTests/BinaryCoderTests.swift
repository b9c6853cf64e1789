import Foundation
@testable import ModernizeCore
import Testing

/// The result cache's entry form: every value comes back as it went in, and damaged bytes throw
/// instead of decoding to something else or reading out of bounds.
@Suite struct BinaryCoderTests {
    private enum Shape: Codable, Equatable {
        case none
        case line(Int)
        case named(label: String, at: [Int]?)
    }

    private struct Sample: Codable, Equatable {
        var text: String
        var unicode = "Grüße, 🍎\r\n\t\u{0}"
        var flag = true
        var small: Int8 = -128
        var big: UInt64 = .max
        var smallest: Int64 = .min
        var unsigned: UInt16 = 65_535
        var ratio = -0.1
        var single: Float = 3.5
        var missing: String?
        var present: Int? = 0
        var list: [[String]] = [[], ["a", ""], ["b"]]
        var counts: [String: Int] = ["x": 1, "y": -2]
        /// Over the size at which a keyed reader indexes its keys.
        var manyCounts = Dictionary(uniqueKeysWithValues: (0..<40).map { ("key\($0)", $0) })
        var shapes: [Shape] = [.none, .line(7), .named(label: "n", at: nil), .named(label: "", at: [1, 2])]
        var nested: [Sample]? = nil
        var raw: [UInt8] = [0, 255, 10]
        var rawLists: [[UInt8]?] = [[], nil, [1]]
    }

    @Test func valuesRoundTrip() throws {
        var sample = Sample(text: "outer")
        sample.nested = [Sample(text: "inner", missing: "here", present: nil)]
        let bytes = try BinaryEncoder.encode(sample)
        #expect(try BinaryDecoder.decode(Sample.self, from: bytes) == sample)
    }

    @Test func topLevelScalarsAndCollectionsRoundTrip() throws {
        #expect(try BinaryDecoder.decode(String.self, from: BinaryEncoder.encode("plain")) == "plain")
        #expect(try BinaryDecoder.decode([Int].self, from: BinaryEncoder.encode([Int]())) == [])
        #expect(try BinaryDecoder.decode([Int?].self, from: BinaryEncoder.encode([1, nil, 3])) == [1, nil, 3])
        #expect(try BinaryDecoder.decode(Int.self, from: BinaryEncoder.encode(Int.min)) == Int.min)
    }

    /// Each key is written once per entry, however many containers use it.
    @Test func keysAreWrittenOncePerEntry() throws {
        struct Point: Codable, Equatable { var aLongKeyName = 1 }
        let one = try BinaryEncoder.encode([Point()])
        let many = try BinaryEncoder.encode(Array(repeating: Point(), count: 100))
        #expect(String(decoding: many, as: UTF8.self).components(separatedBy: "aLongKeyName").count == 2)
        #expect(many.count - one.count < 99 * 8)
        #expect(try BinaryDecoder.decode([Point].self, from: many) == Array(repeating: Point(), count: 100))
    }

    @Test func byteArraysAreRawAndTyped() throws {
        let bytes: [UInt8] = Array(0...255)
        let encoded = try BinaryEncoder.encode(bytes)
        #expect(encoded.count < 256 + 8)
        #expect(try BinaryDecoder.decode([UInt8].self, from: encoded) == bytes)
        #expect(throws: (any Error).self) { try BinaryDecoder.decode([Int].self, from: encoded) }
        #expect(throws: (any Error).self) { try BinaryDecoder.decode(String.self, from: encoded) }
        // An empty array of another element type is no byte array (a cast would say it is).
        #expect(try BinaryDecoder.decode([String].self, from: BinaryEncoder.encode([String]())) == [])
    }

    @Test func aMigrationResultRoundTrips() throws {
        var result = MigrationResult(status: .skippedParseError(ParseProblem(position: SourcePosition(line: 3, column: 4), message: "expected '}'")), newText: "let x = 1\n")
        result.editCounts = ["gcd-to-task": 2]
        result.suppressedCounts = ["clip-shape": 1]
        let decoded = try BinaryDecoder.decode(MigrationResult.self, from: BinaryEncoder.encode(result))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(decoded) == encoder.encode(result))
    }

    @Test func damagedBytesThrowAndNeverCrash() throws {
        let bytes = try BinaryEncoder.encode(Sample(text: "outer"))
        // Every truncation is malformed.
        for length in 0..<bytes.count {
            #expect(throws: (any Error).self) { try BinaryDecoder.decode(Sample.self, from: Array(bytes[..<length])) }
        }
        // Each byte changed: it may still decode (a changed letter), but never crashes.
        var generator = SystemRandomNumberGenerator()
        for position in bytes.indices {
            var damaged = bytes
            damaged[position] ^= UInt8.random(in: 1...255, using: &generator)
            _ = try? BinaryDecoder.decode(Sample.self, from: damaged)
        }
        #expect(throws: (any Error).self) { try BinaryDecoder.decode(Sample.self, from: bytes + [0]) }
    }

    @Test func aTypeMismatchThrows() throws {
        #expect(throws: (any Error).self) { try BinaryDecoder.decode(Int.self, from: BinaryEncoder.encode("1")) }
        #expect(throws: (any Error).self) { try BinaryDecoder.decode(UInt8.self, from: BinaryEncoder.encode(300)) }
        #expect(throws: (any Error).self) { try BinaryDecoder.decode(Sample.self, from: BinaryEncoder.encode([1])) }
    }
}
