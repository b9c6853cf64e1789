/// JSONSerialization silently keeps the last of two equal keys; a config saying
/// `"minimumIOS": "15"` twice with different values must be an error instead. This scans the
/// JSON text (already known to be valid) and returns the first key repeated within one object.
enum JSONDuplicateKeys {
    static func first(in bytes: [UInt8]) -> String? {
        var objects: [Set<String>] = []  // keys seen, per open object
        var containers: [UInt8] = []  // `{` or `[`
        var index = 0
        var expectingKey = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                containers.append(byte)
                objects.append([])
                expectingKey = true
            case UInt8(ascii: "["):
                containers.append(byte)
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if containers.popLast() == UInt8(ascii: "{") { objects.removeLast() }
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = containers.last == UInt8(ascii: "{")
            case UInt8(ascii: "\""):
                let (text, end) = string(bytes, from: index)
                index = end
                if expectingKey, !objects.isEmpty {
                    if !objects[objects.count - 1].insert(text).inserted { return text }
                    expectingKey = false
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The raw text of the string starting at `start` (escapes kept as written, enough to
    /// compare keys) and the index of its closing quote.
    private static func string(_ bytes: [UInt8], from start: Int) -> (String, Int) {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return (String(decoding: bytes[(start + 1)..<min(index, bytes.count)], as: UTF8.self), index)
    }
}
