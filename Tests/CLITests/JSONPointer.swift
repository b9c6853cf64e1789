import Foundation
import Testing

/// Reading and editing `JSONSerialization` output by JSON pointer ("/runs/0/level"), so tests
/// can reach into a SARIF log or break one value of it. Tokens are used as written (no ~ escapes).
enum JSONPointer {
    static func value(in document: Any, at pointer: String) -> Any? {
        tokens(pointer).reduce(document as Any?) { node, token in
            if let object = node as? [String: Any] { return object[token] }
            guard let array = node as? [Any], let index = Int(token), array.indices.contains(index) else { return nil }
            return array[index]
        }
    }

    /// `document` with the value at `pointer` replaced, or removed when `value` is nil.
    static func editing(_ document: Any, at pointer: String, to value: Any?) throws -> Any {
        try editing(document, tokens: tokens(pointer)[...], to: value)
    }

    private static func tokens(_ pointer: String) -> [String] {
        pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    }

    private static func editing(_ document: Any, tokens: ArraySlice<String>, to value: Any?) throws -> Any {
        let token = try #require(tokens.first)
        let rest = tokens.dropFirst()
        if var object = document as? [String: Any] {
            object[token] = rest.isEmpty ? value : try editing(#require(object[token]), tokens: rest, to: value)
            return object
        }
        var array = try #require(document as? [Any])
        let index = try #require(Int(token))
        array[index] = rest.isEmpty ? try #require(value) : try editing(array[index], tokens: rest, to: value)
        return array
    }
}
