#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Cheap pre-filter: does the text contain any of the rules' trigger substrings? Files that do
/// not are never parsed, which is most files of a real app.
enum TriggerScan {
    static func contains(_ needle: String, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = haystack.baseAddress, !needle.isEmpty else { return needle.isEmpty }
        var needle = needle
        return needle.withUTF8 { pattern in
            // memmem is a GNU extension Swift does not import; memchr + memcmp is as fast here.
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

    static func rulesTriggered(by text: String, among rules: [any Codemod]) -> [any Codemod] {
        var text = text
        return text.withUTF8 { buffer in
            rules.filter { rule in rule.triggers.contains { contains($0, in: buffer) } }
        }
    }
}
