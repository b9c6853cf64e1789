import Foundation
@testable import ModernizeCore
import Testing

/// The closures' file texts are read once for all their rounds, within a budget.
@Suite struct SourceMemoTests {
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func note(_ path: String) { lock.withLock { counts[path, default: 0] += 1 } }
        func count(_ path: String) -> Int { lock.withLock { counts[path] ?? 0 } }
    }

    @Test func eachFileIsReadOnceWithinTheBudgetAndAgainBeyondIt() {
        let reads = Reads()
        let texts = ["a.swift": "let a = 1\n", "b.swift": String(repeating: "x", count: 40), "gone.swift": nil]
        let memo = SourceMemo(budget: 16) { file in
            reads.note(file.path)
            return texts[file.path]!.map { SourceText(path: file.path, text: $0) }
        }
        for _ in 0..<3 {
            for path in ["a.swift", "b.swift", "gone.swift"] {
                #expect(memo.source(of: SourceFile(path: path, displayPath: path))?.text == texts[path]!)
            }
        }
        #expect(reads.count("a.swift") == 1)
        #expect(reads.count("b.swift") == 3, "beyond the budget: read each time")
        #expect(reads.count("gone.swift") == 1, "an unreadable file is not tried again")
    }
}
