import Foundation
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
/// patterns' first two bytes rejects most positions with one lookup, then only the patterns
/// starting with those two bytes are compared (with hundreds of patterns, as the call graph's
/// `name(` searches have, a list by first byte alone compared dozens at every `s` or `u`).
public struct TriggerSet: Sendable {
    /// All patterns' bytes, back to back.
    private let bytes: [UInt8]
    /// Patterns of two bytes or more, sorted by their first two bytes: where its bytes start,
    /// its length, its group.
    private let patterns: [(offset: Int, length: Int, group: Int)]
    /// Per two-byte prefix `first << 8 | second`: `patterns[pairStarts[p]..<pairStarts[p + 1]]`
    /// start with it.
    private let pairStarts: [Int32]
    /// Bit `first << 8 | second` is set when a pattern starts with those two bytes (or is the
    /// one byte `first`: every second byte is set then).
    private let pairs: [UInt64]
    /// Bit `first << 8 | second` is set when a pattern of one or two bytes can match at a
    /// position starting with those bytes: only then is a position passed on without its third
    /// byte's check.
    private let shortPairs: [UInt64]
    /// Bit `tripleKey(a, b, c)` is set when a pattern of three bytes or more starts with
    /// `a b c`. Common pairs (`se`, `in`, `: `) pass the pair bitmap at a good share of a file's
    /// positions; the third byte rejects most of them before any pattern is compared.
    private let triples: [UInt64]
    /// Per byte `b`: `singleGroups[singleStarts[b]..<singleStarts[b + 1]]` are the groups of
    /// the patterns that are exactly this one byte.
    private let singleStarts: [Int32]
    private let singleGroups: [Int]
    public let groupCount: Int
    /// Match only whole identifiers: no letter, digit or `_` right before or after.
    private let wholeWords: Bool

    /// `groups[i]` are the substrings of group `i` (a rule, or the index).
    public init(_ groups: [[String]], wholeWords: Bool = false) {
        self.wholeWords = wholeWords
        var entries: [(bytes: [UInt8], group: Int)] = []
        var singles = Array(repeating: [Int](), count: 256)
        for (group, strings) in groups.enumerated() {
            for string in Set(strings) where !string.isEmpty {
                let utf8 = Array(string.utf8)
                if utf8.count == 1 {
                    if !singles[Int(utf8[0])].contains(group) { singles[Int(utf8[0])].append(group) }
                } else {
                    entries.append((utf8, group))
                }
            }
        }
        entries.sort { (Int($0.bytes[0]) << 8 | Int($0.bytes[1]), $0.group) < (Int($1.bytes[0]) << 8 | Int($1.bytes[1]), $1.group) }
        var bytes: [UInt8] = []
        var patterns: [(offset: Int, length: Int, group: Int)] = []
        var counts = Array(repeating: Int32(0), count: 65536 + 1)
        var pairs = Array(repeating: UInt64(0), count: 65536 / 64)
        var shortPairs = Array(repeating: UInt64(0), count: 65536 / 64)
        var triples = Array(repeating: UInt64(0), count: Self.tripleBits / 64)
        for entry in entries {
            let pair = Int(entry.bytes[0]) << 8 | Int(entry.bytes[1])
            counts[pair + 1] += 1
            pairs[pair >> 6] |= 1 << UInt64(pair & 63)
            if entry.bytes.count == 2 {
                shortPairs[pair >> 6] |= 1 << UInt64(pair & 63)
            } else {
                let triple = Self.tripleKey(entry.bytes[0], entry.bytes[1], entry.bytes[2])
                triples[triple >> 6] |= 1 << UInt64(triple & 63)
            }
            patterns.append((bytes.count, entry.bytes.count, entry.group))
            bytes += entry.bytes
        }
        for first in 0..<256 where !singles[first].isEmpty {
            for second in 0..<256 {
                pairs[(first << 8 | second) >> 6] |= 1 << UInt64(second & 63)
                shortPairs[(first << 8 | second) >> 6] |= 1 << UInt64(second & 63)
            }
        }
        self.shortPairs = shortPairs
        self.triples = triples
        for pair in 0..<65536 { counts[pair + 1] += counts[pair] }
        self.bytes = bytes
        self.patterns = patterns
        self.pairStarts = counts
        self.pairs = pairs
        singleGroups = singles.flatMap { $0 }
        var singleStarts: [Int32] = [0]
        for groups in singles { singleStarts.append(singleStarts.last! + Int32(groups.count)) }
        self.singleStarts = singleStarts
        groupCount = groups.count
    }

    /// The third-byte filter's size: 16 KB, small enough to stay in the first-level cache.
    private static let tripleBits = 1 << 17

    /// A position's first three bytes, hashed into `triples`.
    @inline(__always)
    private static func tripleKey(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Int {
        (Int(first) &* 0x9E5 ^ Int(second) &* 0x3B ^ Int(third) &* 0x1F3) & (tripleBits - 1)
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
                pairStarts.withUnsafeBufferPointer { pairStarts in
                    pairs.withUnsafeBufferPointer { pairs in
                        shortPairs.withUnsafeBufferPointer { shortPairs in
                            triples.withUnsafeBufferPointer { triples in
                                singleStarts.withUnsafeBufferPointer { singleStarts in
                                    singleGroups.withUnsafeBufferPointer { singleGroups in
                                        found.withUnsafeMutableBufferPointer { found in
                                            scan(
                                                buffer, patternBytes: patternBytes, patterns: patterns, pairStarts: pairStarts,
                                                filters: Filters(pairs: pairs, shortPairs: shortPairs, triples: triples),
                                                singles: (singleStarts, singleGroups), found: found)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return found
    }

    /// The bitmaps a position must pass before any pattern is compared there.
    private struct Filters {
        let pairs: UnsafeBufferPointer<UInt64>
        let shortPairs: UnsafeBufferPointer<UInt64>
        let triples: UnsafeBufferPointer<UInt64>

        @inline(__always)
        static func has(_ bits: UnsafeBufferPointer<UInt64>, _ key: Int) -> Bool { bits[key >> 6] & (1 << UInt64(key & 63)) != 0 }
    }

    private func scan(
        _ buffer: UnsafeBufferPointer<UInt8>, patternBytes: UnsafeBufferPointer<UInt8>, patterns: UnsafeBufferPointer<(offset: Int, length: Int, group: Int)>,
        pairStarts: UnsafeBufferPointer<Int32>, filters: Filters,
        singles: (starts: UnsafeBufferPointer<Int32>, groups: UnsafeBufferPointer<Int>), found: UnsafeMutableBufferPointer<Bool>
    ) {
        let base = buffer.baseAddress!
        let count = buffer.count
        var remaining = groupCount
        var index = 0
        while index < count {
            let first = Int(base[index])
            var pair = -1
            if index + 1 < count {
                pair = first << 8 | Int(base[index + 1])
                guard Filters.has(filters.pairs, pair) else {
                    index += 1
                    continue
                }
                // Only patterns of three bytes or more start with this pair: the third byte
                // must be one of theirs (and there must be one).
                if !Filters.has(filters.shortPairs, pair),
                   index + 2 >= count || !Filters.has(filters.triples, Self.tripleKey(base[index], base[index + 1], base[index + 2])) {
                    index += 1
                    continue
                }
            }
            for single in Int(singles.starts[first])..<Int(singles.starts[first + 1]) where !found[singles.groups[single]] {
                let group = singles.groups[single]
                if wholeWords, (index > 0 && CodeBytes.isIdentifierByte(base[index - 1])) || (index + 1 < count && CodeBytes.isIdentifierByte(base[index + 1])) { continue }
                found[group] = true
                remaining -= 1
                if remaining == 0 { return }
            }
            if pair >= 0 {
                for candidate in Int(pairStarts[pair])..<Int(pairStarts[pair + 1]) {
                    let pattern = patterns[candidate]
                    guard !found[pattern.group], index + pattern.length <= count,
                          memcmp(base + index, patternBytes.baseAddress! + pattern.offset, pattern.length) == 0
                    else { continue }
                    if wholeWords, (index > 0 && CodeBytes.isIdentifierByte(base[index - 1]))
                        || (index + pattern.length < count && CodeBytes.isIdentifierByte(base[index + pattern.length])) { continue }
                    found[pattern.group] = true
                    remaining -= 1
                    if remaining == 0 { return }
                }
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
        let found = TriggerSetMemo.shared.set(for: rules).groups(in: text)
        return zip(rules, found).filter(\.1).map(\.0)
    }
}

/// One `TriggerSet` per list of rules, built once: a run asks per file, and building the set
/// per file was a third of the trigger scan on a warm-cache run.
private final class TriggerSetMemo: @unchecked Sendable {
    static let shared = TriggerSetMemo()
    private let lock = NSLock()
    /// Keyed by the triggers themselves, not rule ids: a test's rules may share an id.
    private var sets: [[[String]]: TriggerSet] = [:]

    func set(for rules: [any Codemod]) -> TriggerSet {
        let triggers = rules.map(\.triggers)
        return lock.withLock {
            if let set = sets[triggers] { return set }
            let set = TriggerSet(triggers)
            sets[triggers] = set
            return set
        }
    }
}
