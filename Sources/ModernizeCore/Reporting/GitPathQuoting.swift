/// Names in `---`/`+++` lines the way git writes them, so `git apply` and GNU `patch` read them
/// back: a name with `"`, `\`, control characters or non-ASCII bytes is C-quoted
/// (`"a/new\nline.swift"`, octal escapes for other bytes, as git's default `core.quotePath`);
/// a line whose name contains a space ends with a tab, or `patch` would stop at the space.
enum GitPathQuoting {
    static func headerName(_ name: String) -> String {
        quoted(name) + (name.contains(" ") ? "\t" : "")
    }

    static func quoted(_ name: String) -> String {
        let bytes = Array(name.utf8)
        guard bytes.contains(where: needsQuoting) else { return name }
        var result = "\""
        for byte in bytes {
            switch byte {
            case 0x07: result += "\\a"
            case 0x08: result += "\\b"
            case 0x09: result += "\\t"
            case 0x0A: result += "\\n"
            case 0x0B: result += "\\v"
            case 0x0C: result += "\\f"
            case 0x0D: result += "\\r"
            case UInt8(ascii: "\""): result += "\\\""
            case UInt8(ascii: "\\"): result += "\\\\"
            case _ where needsQuoting(byte):
                let octal = String(byte, radix: 8)
                result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            default: result.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return result + "\""
    }

    private static func needsQuoting(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
