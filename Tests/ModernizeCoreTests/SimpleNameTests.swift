import Foundation
@testable import ModernizeCore
import Testing

@Suite struct SimpleNameTests {
    /// What `simpleName` did before its byte switch and its own trim: Foundation's
    /// `trimmingCharacters(in: .whitespaces)`.
    static func reference(_ written: String) -> String {
        if !written.utf8.contains(where: { "?!<. \t".utf8.contains($0) }) { return written }
        var name = Substring(written)
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name).trimmingCharacters(in: .whitespaces)
    }

    @Test func agreesWithFoundationsTrimOnWrittenTypes() {
        let pieces = ["", " ", "\t", "\u{00A0}", "\u{3000}", "\u{2009}", "\n", "?", "!", ".", "<", ">", "UIView", "Module", "Été", "[Row]", "T", "😀"]
        var checked = 0
        // Every string of up to four pieces: each shape the early exit, the unwrapping, the
        // generic cut, the qualifier cut and the trim can meet.
        func check(_ prefix: String, depth: Int) {
            #expect(ProjectIndex.simpleName(prefix) == Self.reference(prefix), "\(prefix.debugDescription)")
            checked += 1
            guard depth < 4 else { return }
            for piece in pieces { check(prefix + piece, depth: depth + 1) }
        }
        check("", depth: 0)
        #expect(checked > 100_000)
        for written in ["Module.Outer.Name<T>?", " UIView! ", "Swift.Array<Int>", "\tA . B\u{00A0}", "UILabel", "Optional<UIView>"] {
            #expect(ProjectIndex.simpleName(written) == Self.reference(written), "\(written.debugDescription)")
        }
        #expect(ProjectIndex.simpleName("Module.Outer.Name<T>?") == "Name")
    }
}
