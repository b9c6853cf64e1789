#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Cheap pre-filter: which groups of trigger substrings occur in a file's bytes? Files
/// containing none of a rule's triggers are never parsed for it, which is most files of a real
/// app. All patterns of all groups are matched in one pass over the bytes: a table from each
/// pattern's first byte to the patterns starting with it, then a compare at each candidate.
public struct TriggerSet: Sendable {
    /// All patterns' bytes, back to back.
    private let bytes: [UInt8]
    /// Per pattern, sorted by first byte: where its bytes start, its length, its group.
    private let patterns: [(offset: Int, length: Int, group: Int)]
    /// Per first byte: the range of `patterns` starting with it (empty: not a candidate).
    private let ranges: [Range<Int>]
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
        for entry in entries {
            let first = Int(entry.bytes[0])
            if ranges[first].isEmpty { ranges[first] = patterns.count..<patterns.count }
            patterns.append((bytes.count, entry.bytes.count, entry.group))
            bytes += entry.bytes
            ranges[first] = ranges[first].lowerBound..<patterns.count
        }
        self.bytes = bytes
        self.patterns = patterns
        self.ranges = ranges
        groupCount = groups.count
    }

    /// The groups with at least one pattern in `text`, as a bitmap over group indices.
    public func groups(in text: String) -> [Bool] {
        var text = text
        return text.withUTF8 { groups(in: $0) }
    }

    public func groups(in buffer: UnsafeBufferPointer<UInt8>) -> [Bool] {
        var found = Array(repeating: false, count: groupCount)
        var remaining = groupCount
        guard let base = buffer.baseAddress, remaining > 0 else { return found }
        let count = buffer.count
        // Unsafe buffers keep reference counting out of the per-byte loop.
        bytes.withUnsafeBufferPointer { patternBytes in
            patterns.withUnsafeBufferPointer { patterns in
                ranges.withUnsafeBufferPointer { ranges in
                    found.withUnsafeMutableBufferPointer { found in
                        var index = 0
                        while index < count {
                            let range = ranges[Int(base[index])]
                            if !range.isEmpty {
                                for candidate in range {
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
                            }
                            index += 1
                        }
                    }
                }
            }
        }
        return found
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
        guard let base = haystack.baseAddress, !needle.isEmpty else { return needle.isEmpty }
        var needle = needle
        return needle.withUTF8 { pattern in
            let first = Int32(pattern[0])
            var start = 0
            while start + pattern.count <= haystack.count {
                guard let hit = memchr(base + start, first, haystack.count - start - pattern.count + 1) else { return false }
                let offset = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + offset, pattern.baseAddress!, pattern.count) == 0 { return true }
                start = offset + 1
            }
            return false
        }
    }

    /// The rules with a trigger in `text`, in their order.
    static func rulesTriggered(by text: String, among rules: [any Codemod]) -> [any Codemod] {
        let found = TriggerSet(rules.map(\.triggers)).groups(in: text)
        return zip(rules, found).filter(\.1).map(\.0)
    }
}
