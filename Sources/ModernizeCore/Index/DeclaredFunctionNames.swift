/// The function names a project may declare, from a byte scan of every file: the name after each
/// `func` keyword (both spellings of a backticked one), and `init`. Comments and strings are not
/// skipped, so the set is a superset of what the parser finds: a name missing here would lose a
/// call the call graph follows.
///
/// `IndexInterest.callGraphNames`: with the call graph, the index records only the calls that
/// name one of these functions (or a call a rule asked for), because the graph follows no other.
/// Recording every call held every argument's text of most of the project's files: half of a
/// whole-corpus run's memory and a third of its index time.
public enum DeclaredFunctionNames {
    /// Initializers are recorded as `init`; `super.init(...)` and `self.init(...)` name it.
    static let initializer = "init"

    public static func scan(_ text: String) -> Set<String> {
        var names: Set<String> = [initializer]
        var text = text
        text.withUTF8 { collect(in: $0, into: &names) }
        return names
    }

    static func collect(in bytes: UnsafeBufferPointer<UInt8>, into names: inout Set<String>) {
        let keyword: [UInt8] = Array("func".utf8)
        let count = bytes.count
        var index = 0
        while index + keyword.count < count {
            guard bytes[index] == keyword[0], bytes[index + 1] == keyword[1], bytes[index + 2] == keyword[2], bytes[index + 3] == keyword[3],
                  index == 0 || !CodeBytes.isIdentifierByte(bytes[index - 1]), !CodeBytes.isIdentifierByte(bytes[index + 4]) else {
                index += 1
                continue
            }
            var cursor = index + keyword.count
            while cursor < count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { cursor += 1 }
            let backticked = cursor < count && bytes[cursor] == UInt8(ascii: "`")
            if backticked { cursor += 1 }
            let start = cursor
            while cursor < count, CodeBytes.isIdentifierByte(bytes[cursor]) { cursor += 1 }
            if cursor > start {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
                names.insert(name)
                if backticked { names.insert("`\(name)`") }
            }
            index = max(cursor, index + 1)
        }
    }

    /// The names of `names` that occur as identifiers in `text`, sorted: what a file's recorded
    /// calls can depend on, for its cache key.
    static func occurring(in text: String, among names: Set<String>) -> [String] {
        var found: Set<String> = []
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard CodeBytes.isIdentifierByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, CodeBytes.isIdentifierByte(bytes[index]) { index += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                if names.contains(name) { found.insert(name) }
            }
        }
        return found.sorted()
    }
}
