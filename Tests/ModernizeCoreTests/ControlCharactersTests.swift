import Foundation
@testable import ModernizeCore
import TestSupport
import Testing

/// `ControlCharacters.mayNeedEscaping` looks at UTF-8 bytes; it must say yes exactly when a
/// scalar `escaped` changes is there.
@Suite struct ControlCharactersTests {
    static func byScalars(_ text: String, keepingNewlines: Bool) -> Bool {
        text.unicodeScalars.contains { ControlCharacters.isEscaped($0) || (!keepingNewlines && $0 == "\n") }
    }

    @Test func everyScalarBelowU0800AgreesAlone() {
        for value in UInt32(0)..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "z"
            for keeping in [true, false] {
                #expect(ControlCharacters.mayNeedEscaping(text, keepingNewlines: keeping) == Self.byScalars(text, keepingNewlines: keeping), "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func randomTextsAgree() {
        // Neighbours of the C1 range's bytes (U+0080...U+00BF share the lead byte 0xC2), wider characters, controls.
        let pieces = ["a", "\n", "\t", "\r", "\u{1B}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{BF}", "\u{C2}", "é", "€", "😀", "\u{0800}", "\r\n"]
        var generator = SplitMix64(seed: 47)
        for _ in 0..<5_000 {
            let text = (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            for keeping in [true, false] {
                #expect(ControlCharacters.mayNeedEscaping(text, keepingNewlines: keeping) == Self.byScalars(text, keepingNewlines: keeping), "\(text.debugDescription)")
            }
        }
    }
}
