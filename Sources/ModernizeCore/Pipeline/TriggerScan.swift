#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Cheap pre-filter: which groups of trigger substrings occur in a file's bytes? Files
/// containing none of a rule's triggers are never parsed for it, which is most files of a real
/// app. All patterns of all groups are matched in one pass over the bytes: a bitmap of the
/// patterns' first two bytes rejects most positions with one lookup (a table by first byte
/// alone compared at every `d`, `s`, `U`...), then the patterns starting with that byte are
/// compared.
public struct TriggerSet: Sendable {
    /// All patterns' bytes, back to back.
    private let bytes: [UInt8]
    /// Per pattern, sorted by first byte: where its bytes start, its length, its group.
    private let patterns: [(offset: Int, length: Int, group: Int)]
    /// Per first byte: the range of `patterns` starting with it (empty: not a candidate).
    private let ranges: [Range<Int>]
    /// Bit `first << 8 | second` is set when a pattern starts with those two bytes (or is the
    /// one byte `first`: every second byte is set then).
    private let pairs: [UInt64]
    /// Per byte: some pattern is exactly this one byte (checked at the last position).
    private let singles: [Bool]
    public let groupCount: Int
    /// Match only whole identifiers: no letter, digit or `_` right before or after.
    private let wholeWords: Bool

    /// `groups[i]` are the substrings of group `i` (a rule, or the index).
    public init(_ groups: [[String]], wholeWords: Bool = false) {
        self.wholeWords = wholeWords
        var entries: [(bytes: [UInt8], group: Int)] = []
        for (group, strings) in groups.enumerated() {
            for string in Set(strings) where !string.isEmpty { entries.append((Array(string.utf8), group)) }
        }
        entries.sort { ($0.bytes[0], $0.group) < ($1.bytes[0], $1.group) }
        var bytes: [UInt8] = []
        var patterns: [(offset: Int, length: Int, group: Int)] = []
        var ranges = Array(repeating: 0..<0, count: 256)
        var pairs = Array(repeating: UInt64(0), count: 65536 / 64)
        var singles = Array(repeating: false, count: 256)
        for entry in entries {
            let first = Int(entry.bytes[0])
            let seconds = entry.bytes.count > 1 ? [Int(entry.bytes[1])] : Array(0..<256)
            if entry.bytes.count == 1 { singles[first] = true }
            for second in seconds { pairs[(first << 8 | second) >> 6] |= 1 << UInt64(second & 63) }
            if ranges[first].isEmpty { ranges[first] = patterns.count..<patterns.count }
            patterns.append((bytes.count, entry.bytes.count, entry.group))
            bytes += entry.bytes
            ranges[first] = ranges[first].lowerBound..<patterns.count
        }
        self.bytes = bytes
        self.patterns = patterns
        self.ranges = ranges
        self.pairs = pairs
        self.singles = singles
        groupCount = groups.count
    }

    /// The groups with at least one pattern in `text`, as a bitmap over group indices.
    public func groups(in text: String) -> [Bool] {
        var text = text
        return text.withUTF8 { groups(in: $0) }
    }

    public func groups(in buffer: UnsafeBufferPointer<UInt8>) -> [Bool] {
        var found = Array(repeating: false, count: groupCount)
        guard buffer.baseAddress != nil, groupCount > 0 else { return found }
        // Unsafe buffers keep reference counting out of the per-byte loop.
        bytes.withUnsafeBufferPointer { patternBytes in
            patterns.withUnsafeBufferPointer { patterns in
                ranges.withUnsafeBufferPointer { ranges in
                    pairs.withUnsafeBufferPointer { pairs in
                        found.withUnsafeMutableBufferPointer { found in
                            scan(buffer, patternBytes: patternBytes, patterns: patterns, ranges: ranges, pairs: pairs, found: found)
                        }
                    }
                }
            }
        }
        return found
    }

    private func scan(
        _ buffer: UnsafeBufferPointer<UInt8>, patternBytes: UnsafeBufferPointer<UInt8>, patterns: UnsafeBufferPointer<(offset: Int, length: Int, group: Int)>,
        ranges: UnsafeBufferPointer<Range<Int>>, pairs: UnsafeBufferPointer<UInt64>, found: UnsafeMutableBufferPointer<Bool>
    ) {
        let base = buffer.baseAddress!
        let count = buffer.count
        var remaining = groupCount
        var index = 0
        while index < count {
            let first = Int(base[index])
            if index + 1 < count {
                let pair = first << 8 | Int(base[index + 1])
                if pairs[pair >> 6] & (1 << UInt64(pair & 63)) == 0 {
                    index += 1
                    continue
                }
            } else if !singles[first] {
                return
            }
            for candidate in ranges[first] {
                let pattern = patterns[candidate]
                guard !found[pattern.group], index + pattern.length <= count,
                      memcmp(base + index, patternBytes.baseAddress! + pattern.offset, pattern.length) == 0
                else { continue }
                if wholeWords, (index > 0 && Self.isIdentifierByte(base[index - 1]))
                    || (index + pattern.length < count && Self.isIdentifierByte(base[index + pattern.length])) { continue }
                found[pattern.group] = true
                remaining -= 1
                if remaining == 0 { return }
            }
            index += 1
        }
    }

    /// Does any pattern occur in `text`'s UTF-8 bytes `range`?
    public func occurs(in text: String, bytes range: Range<Int>) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            let clamped = range.clamped(to: 0..<buffer.count)
            return groups(in: UnsafeBufferPointer(rebasing: buffer[clamped])).contains(true)
        }
    }

    /// ASCII letters, digits, `_`, and every byte of a multi-byte UTF-8 character (identifiers
    /// may hold those).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: byte >= 0x80
        }
    }
}

enum TriggerScan {
    /// One substring in a buffer (memchr for the first byte, then memcmp).
    static func contains(_ needle: String, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needle.isEmpty else { return true }
        var found = false
        forEachOffset(of: needle, in: haystack) { _ in
            found = true
            return false
        }
        return found
    }

    /// The UTF-8 offsets at which `needle` starts in `text` (overlapping hits included).
    static func offsets(of needle: String, in text: String) -> [Int] {
        var text = text
        return text.withUTF8 { haystack in
            var found: [Int] = []
            forEachOffset(of: needle, in: haystack) { offset in
                found.append(offset)
                return true
            }
            return found
        }
    }

    /// Calls `body` with each offset where `needle` starts, while it returns true.
    private static func forEachOffset(of needle: String, in haystack: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) {
        var needle = needle
        needle.withUTF8 { pattern in
            guard let base = haystack.baseAddress, let first = pattern.first else { return }
            var start = 0
            while start + pattern.count <= haystack.count,
                  let hit = memchr(base + start, Int32(first), haystack.count - start - pattern.count + 1) {
                let offset = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + offset, pattern.baseAddress!, pattern.count) == 0, !body(offset) { return }
                start = offset + 1
            }
        }
    }

    /// The rules with a trigger in `text`, in their order.
    static func rulesTriggered(by text: String, among rules: [any Codemod]) -> [any Codemod] {
        let found = TriggerSet(rules.map(\.triggers)).groups(in: text)
        return zip(rules, found).filter(\.1).map(\.0)
    }
}
