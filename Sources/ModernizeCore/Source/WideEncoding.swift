/// Recognises UTF-16 and UTF-32 text (by byte-order mark, else by the NUL pattern of ASCII
/// text in its first bytes) so such files are named for what they are, not "binary".
enum WideEncoding {
    static func detect(_ bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0xFF, 0xFE, 0, 0]) { return "UTF-32LE" }
        if head.starts(with: [0, 0, 0xFE, 0xFF]) { return "UTF-32BE" }
        if head.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        if head.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        // Without a mark: mostly-ASCII text leaves NULs in fixed places of each code unit.
        let sample = Array(bytes.prefix(64))
        guard sample.count >= 4, sample.count % 2 == 0 else { return nil }
        let units4 = sample.count % 4 == 0
        if units4, stride(from: 0, to: sample.count, by: 4).allSatisfy({ sample[$0] != 0 && sample[$0 + 1] == 0 && sample[$0 + 2] == 0 && sample[$0 + 3] == 0 }) {
            return "UTF-32LE"
        }
        if units4, stride(from: 0, to: sample.count, by: 4).allSatisfy({ sample[$0] == 0 && sample[$0 + 1] == 0 && sample[$0 + 2] == 0 && sample[$0 + 3] != 0 }) {
            return "UTF-32BE"
        }
        let pairs = stride(from: 0, to: sample.count, by: 2)
        if pairs.allSatisfy({ sample[$0 + 1] == 0 }) && pairs.filter({ sample[$0] != 0 }).count * 4 >= sample.count { return "UTF-16LE" }
        if pairs.allSatisfy({ sample[$0] == 0 }) && pairs.filter({ sample[$0 + 1] != 0 }).count * 4 >= sample.count { return "UTF-16BE" }
        return nil
    }
}
