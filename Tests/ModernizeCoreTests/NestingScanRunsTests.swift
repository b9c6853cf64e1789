import Foundation
@testable import ModernizeCore
import TestSupport
import Testing

/// `NestingScan.problem(in:)` takes the rest of a name and the text of comments and strings in
/// runs; it must answer exactly as the scan fed one byte at a time, on real code, on the hostile
/// shapes and on random text made of the bytes that change its state.
@Suite struct NestingScanRunsTests {
    /// The same answer and the same state at the end (or at the first problem); `problem(in:)`
    /// gives that answer too.
    static func agree(_ text: String, _ label: @autoclosure () -> String) {
        let bytes = Array(text.utf8)
        let runs = NestingScan.finalState(of: bytes, inRuns: true)
        let oneByOne = NestingScan.finalState(of: bytes, inRuns: false)
        #expect(runs.problem == oneByOne.problem && runs.state == oneByOne.state,
                "\(label()):\n runs:        \(runs)\n one by one:  \(oneByOne)")
        #expect(NestingScan.problem(in: bytes) == oneByOne.problem, "\(label())")
    }

    /// This package, swift-syntax's parser, and `NESTING_SCAN_CORPUS` (a directory of apps) when set.
    @Test func realCodeAgrees() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        var checked = 0
        var directories = ["Sources", "Rewrites", "Golden", "Tests", ".build/checkouts/swift-syntax/Sources/SwiftParser"].map { root + "/" + $0 }
        if let corpus = ProcessInfo.processInfo.environment["NESTING_SCAN_CORPUS"] { directories.append(corpus) }
        for directory in directories {
            guard let walker = FileManager.default.enumerator(atPath: directory) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: directory + "/" + relative) else { continue }
                checked += 1
                Self.agree(String(decoding: data, as: UTF8.self), "\(directory)/\(relative)")
            }
        }
        #expect(checked > 500)
    }

    @Test func hostileShapesAgree() {
        for file in DeepNestingFuzzTests.hostileFiles(depth: 2_000) { Self.agree(file.text, file.name) }
    }

    /// Random text over names, spaces, line ends, quotes, hashes, backslashes, comment marks,
    /// brackets and operators: every state the runs start or stop in, in every order.
    @Test func randomTextAgrees() {
        let pieces = [
            "a", "bc", "try", "await", "as", "is", "if", "endif", "_x9", "é", " ", "\t", "\n", "\r\n", "\"", "\"\"\"", "#", "##", "\\",
            "\\(", "\\#(", "//", "/*", "*/", "/", "*", "(", ")", "[", "]", "{", "}", "<", ">", "->", "?", "!", ".", ",", ":", ";", "=", "+", "$0",
        ]
        var generator = SplitMix64(seed: 47)
        for round in 0..<3_000 {
            let count = Int(generator.next() % 60) + 1
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            Self.agree(text, "round \(round): \(text.debugDescription)")
        }
    }

    /// A problem found inside a long name, comment or string run is still found (and the same).
    @Test func problemsAfterRunsAgree() {
        let name = String(repeating: "x", count: 10_000)
        Self.agree("let \(name) = " + String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20), "squares after a long name")
        Self.agree("/* " + String(repeating: "c", count: 10_000) + " */ let x = " + String(repeating: "(", count: 300), "parentheses after a long comment")
        Self.agree("let s = \"" + String(repeating: "s", count: 10_000) + "\" + " + String(repeating: "(", count: 300), "parentheses after a long string")
    }
}
