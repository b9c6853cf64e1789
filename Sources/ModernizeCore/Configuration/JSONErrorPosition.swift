import Foundation

/// Where JSONSerialization stopped reading, as line and column (1-based, columns in
/// characters), so a config error points at the typo instead of only saying "not valid JSON".
/// Darwin's Foundation puts the byte offset in the error's user info; swift-corelibs-foundation
/// only writes it into the message ("Invalid value around character 10."); a truncated file
/// ("Unexpected end of file") ends at the last byte.
enum JSONErrorPosition {
    /// " at line L, column C (reason)", or " (reason)" when no position can be found.
    static func describe(_ error: Error, in data: Data) -> String {
        let info = (error as NSError).userInfo
        let message = (info[NSDebugDescriptionErrorKey] as? String) ?? ""
        var offset = (info["NSJSONSerializationErrorIndex"] as? NSNumber)?.intValue
        if offset == nil, let match = message.firstMatch(of: /around character (\d+)/) { offset = Int(match.1) }
        if offset == nil, message.localizedCaseInsensitiveContains("end of file") || message.localizedCaseInsensitiveContains("end of data") {
            offset = data.count
        }
        var reason = message.replacing(/\s*around (character \d+|line \d+, column \d+)/, with: "")
        while reason.hasSuffix(".") { reason.removeLast() }
        reason = reason.prefix(1).lowercased() + reason.dropFirst()
        let detail = reason.isEmpty ? "" : " (\(reason))"
        guard let offset else { return detail }
        let (line, column) = position(ofByte: offset, in: [UInt8](data))
        return " at line \(line), column \(column)\(detail)"
    }

    /// Line and column of the byte at `offset` (clamped to the text's end).
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return (line, column)
    }
}
