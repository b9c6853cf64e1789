import Foundation

/// How a file ends its lines; inserted lines must use the same convention.
public enum LineEnding: String, Sendable, Equatable {
    case lf = "\n"
    case crlf = "\r\n"
    /// Classic Mac OS: a lone CR, which the compiler also counts as a line break.
    case cr = "\r"

    /// The dominant convention of `text` (LF unless most line breaks are CRLF, or lone CRs).
    static func detect(in bytes: some Collection<UInt8>) -> LineEnding {
        var lf = 0
        var crlf = 0
        var cr = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if previous == UInt8(ascii: "\r") { crlf += 1; cr -= 1 } else { lf += 1 }
            } else if byte == UInt8(ascii: "\r") {
                cr += 1
            }
            previous = byte
        }
        if cr > lf && cr > crlf { return .cr }
        return crlf > lf ? .crlf : .lf
    }
}

/// A Swift file's text as the tool sees it: UTF-8 without the byte-order mark, plus what is
/// needed to write it back exactly as it was (the mark, the line-ending style).
public struct SourceText: Sendable {
    /// Path as given on the command line or found while walking; used in messages and diffs.
    public let path: String
    /// The text the parser sees (the BOM, if any, removed). Edits use UTF-8 offsets into it.
    public let text: String
    public let hasByteOrderMark: Bool

    /// Computed on demand: only files a rule edits need it, and scanning every file of a
    /// corpus for it cost about a third of a whole-corpus run.
    public var lineEnding: LineEnding { LineEnding.detect(in: text.utf8) }

    public init(path: String, text: String, hasByteOrderMark: Bool = false) {
        self.path = path
        self.text = text
        self.hasByteOrderMark = hasByteOrderMark
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Decodes file bytes. Fails for binary content (a NUL byte) and for invalid UTF-8.
    public static func decode(path: String, bytes: [UInt8]) throws(SourceLoadError) -> SourceText {
        if let encoding = WideEncoding.detect(bytes) { throw .wideEncoding(path: path, encoding: encoding) }
        var body = bytes[...]
        let hasBOM = body.starts(with: byteOrderMark)
        if hasBOM { body = body.dropFirst(byteOrderMark.count) }
        if let nul = body.firstIndex(of: 0) {
            throw .binary(path: path, offset: nul - body.startIndex)
        }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw .invalidUTF8(path: path, offset: firstInvalidUTF8Offset(body))
        }
        return SourceText(path: path, text: text, hasByteOrderMark: hasBOM)
    }

    /// The bytes to write for `newText`, restoring the byte-order mark if the original had one.
    public func encoded(_ newText: String) -> [UInt8] {
        (hasByteOrderMark ? SourceText.byteOrderMark : []) + Array(newText.utf8)
    }

    private static func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput, .error:
                return offset
            }
        }
    }
}

public enum SourceLoadError: Error, Equatable, CustomStringConvertible {
    case binary(path: String, offset: Int)
    case invalidUTF8(path: String, offset: Int)
    case unreadable(path: String, reason: String)
    /// UTF-16 or UTF-32 ("UTF-16LE"...): readable text, but not what the tool edits.
    case wideEncoding(path: String, encoding: String)

    public var description: String {
        switch self {
        case .binary(let path, let offset):
            return "\(path): skipped: binary content (NUL byte at offset \(offset)), not Swift source"
        case .invalidUTF8(let path, let offset):
            return "\(path): skipped: not valid UTF-8 (first bad byte at offset \(offset))"
        case .unreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .wideEncoding(let path, let encoding):
            let family = encoding.hasPrefix("UTF-16") ? "UTF-16" : "UTF-32"
            return "\(path): skipped: \(encoding) encoded; convert it to UTF-8 (iconv -f \(family) -t UTF-8)"
        }
    }
}
