@testable import ModernizeCore
import SwiftSyntax
import Testing

@Suite struct EditSetTests {
    func edit(_ low: Int, _ high: Int, _ text: String = "x") -> SourceEdit {
        SourceEdit(range: AbsolutePosition(utf8Offset: low)..<AbsolutePosition(utf8Offset: high), replacement: text)
    }

    @Test func overlapRules() {
        #expect(EditConflict.overlaps(edit(0, 5), edit(4, 6)))
        #expect(!EditConflict.overlaps(edit(0, 5), edit(5, 6)), "adjacent edits do not overlap")
        #expect(EditConflict.overlaps(edit(3, 3), edit(3, 3)), "two insertions at one point are ambiguous")
        #expect(!EditConflict.overlaps(edit(0, 5), edit(5, 5)), "insertion at a boundary is fine")
        #expect(EditConflict.overlaps(edit(0, 5), edit(2, 2)), "insertion inside a replacement")
    }

    @Test func splicingKeepsEmissionOrderAtOnePosition() {
        let text = "abcdef"
        let result = EditSplicer.apply([edit(6, 6, "1"), edit(1, 2, "B"), edit(6, 6, "2"), edit(0, 0, "<")], to: text)
        #expect(result == "<aBcdef12")
    }

    @Test func splicingHandlesMultibyteText() {
        let text = "let é = \"ü\"\n"  // é and ü are two bytes each
        let utf8 = Array(text.utf8)
        let start = utf8.firstIndex(of: UInt8(ascii: "\""))!
        let result = EditSplicer.apply([edit(start, start + 4, "\"x\"")], to: text)
        #expect(result == "let é = \"x\"\n")
    }
}
