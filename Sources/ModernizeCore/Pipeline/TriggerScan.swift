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
    private struct Pattern: Sendable {
        let bytes: [UInt8]
        let group: Int
    }

    private let byFirstByte: [[Pattern]]
    public let groupCount: Int

    /// `groups[i]` are the substrings of group `i` (a rule, or the index).
    public init(_ groups: [[String]]) {
        var table = Array(repeating: [Pattern](), count: 256)
        for (group, patterns) in groups.enumerated() {
            for pattern in Set(patterns) where !pattern.isEmpty {
                let bytes = Array(pattern.utf8)
                table[Int(bytes[0])].append(Pattern(bytes: bytes, group: group))
            }
        }
        byFirstByte = table
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
        var index = 0
        while index < count {
            let candidates = byFirstByte[Int(base[index])]
            if !candidates.isEmpty {
                for pattern in candidates where !found[pattern.group] {
                    let length = pattern.bytes.count
                    guard index + length <= count else { continue }
                    let matches = pattern.bytes.withUnsafeBufferPointer { memcmp(base + index, $0.baseAddress!, length) == 0 }
                    if matches {
                        found[pattern.group] = true
                        remaining -= 1
                        if remaining == 0 { return found }
                    }
                }
            }
            index += 1
        }
        return found
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
