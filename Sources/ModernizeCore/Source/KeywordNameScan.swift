/// A byte scan a rule may run before walking a tree: can the text hold `keyword` followed, after
/// nothing but whitespace and comments, by a name the rule wants (`var` then a delegate-like
/// name)? It errs towards yes: the keyword inside a string or a comment counts, a name in
/// backticks counts by its letters, and anything unexpected after the keyword counts as a
/// name. So a file it says no to has no such declaration.
public enum KeywordNameScan {
    public static func mayHold(_ keyword: String, followedBy accepts: (String) -> Bool, in text: String) -> Bool {
        var holds = false
        scan(keyword, followedBy: accepts, in: text) { _ in
            holds = true
            return false
        }
        return holds
    }

    /// The UTF-8 offsets of each `keyword` followed by a name `accepts`, in order (in strings and
    /// comments too); nil when something unexpected follows one, so the caller cannot tell where
    /// all such declarations are without the tree.
    public static func offsets(of keyword: String, followedBy accepts: (String) -> Bool, in text: String) -> [Int]? {
        var found: [Int] = []
        var unexpected = false
        scan(keyword, followedBy: accepts, in: text) { offset in
            guard let offset else {
                unexpected = true
                return false
            }
            found.append(offset)
            return true
        }
        return unexpected ? nil : found
    }

    /// Calls `match` with the offset of each keyword followed by an accepted name, or nil for one
    /// followed by something unexpected, while it returns true.
    private static func scan(_ keyword: String, followedBy accepts: (String) -> Bool, in text: String, _ match: (Int?) -> Bool) {
        var text = text
        let keyword = Array(keyword.utf8)
        text.withUTF8 { bytes in
            var start = 0
            while let found = find(keyword, in: bytes, from: start) {
                start = found + 1
                let end = found + keyword.count
                // A word of its own: `var`, not `variable` or `isVar`.
                if found > 0, CodeBytes.isIdentifierByte(bytes[found - 1]) { continue }
                guard end < bytes.count, !CodeBytes.isIdentifierByte(bytes[end]) else { continue }
                switch name(after: end, in: bytes) {
                case .none: continue
                case .unexpected: if !match(nil) { return }
                case .name(let name): if accepts(name), !match(found) { return }
                }
            }
        }
    }

    private enum Follower {
        /// A tuple pattern (`var (a, b)`) or the end of the text: no name.
        case none
        case unexpected
        case name(String)
    }

    private static func name(after start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Follower {
        var cursor = start
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                cursor += 1
            } else if byte == UInt8(ascii: "/"), let end = CodeBytes.endOfCommentOrString(in: bytes, at: cursor) {
                cursor = end
            } else {
                break
            }
        }
        guard cursor < bytes.count else { return .none }
        if bytes[cursor] == UInt8(ascii: "(") { return .none }
        if bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
        let nameStart = cursor
        while cursor < bytes.count, CodeBytes.isIdentifierByte(bytes[cursor]) { cursor += 1 }
        guard cursor > nameStart else { return .unexpected }
        return .name(String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<cursor]), as: UTF8.self))
    }

    private static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first, needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) { return index }
            index += 1
        }
        return nil
    }
}
