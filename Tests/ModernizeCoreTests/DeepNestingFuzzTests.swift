import Foundation
import ModernizeCore
import TestSupport
import Testing

/// Issue 18, items 4 and 7: hostile shapes (deep nesting of every bracket kind, exponential
/// `[` nesting, huge lines) must neither crash nor stall a run: each is skipped with a reason
/// within the limits while the other files are migrated. Runs in a few seconds in debug builds;
/// `NESTING_FUZZ_DEPTH=1000000` for a bigger run.
@Suite struct DeepNestingFuzzTests {
    static let depth = Int(ProcessInfo.processInfo.environment["NESTING_FUZZ_DEPTH"] ?? "") ?? 100_000

    /// Shapes that used to crash (stack overflow in the parser) or never finish.
    static func hostileFiles(depth: Int) -> [(name: String, text: String, reason: String)] {
        let site = "let old = 1\n"
        func nest(_ open: String, _ close: String, _ count: Int, _ inner: String = "1") -> String {
            "let x = " + String(repeating: open, count: count) + inner + String(repeating: close, count: count) + "\n"
        }
        return [
            ("Squares.swift", site + nest("[", "]", depth), "more than 16 nested '['"),
            ("Parens.swift", site + nest("(", ")", depth), "nesting deeper than 256"),
            ("Braces.swift", site + "func f() " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth) + "\n", "nesting deeper than 256"),
            ("Ifs.swift", site + "func f() {\n" + String(repeating: "if a {\n", count: depth) + String(repeating: "}\n", count: depth) + "}\n", "nesting deeper than 256"),
            ("Mixed.swift", site + nest("([", "])", depth / 2), "more than 16 nested '['"),
            ("Exponential.swift", site + nest("[", "]", 40), "more than 16 nested '['"),
            ("Unclosed.swift", site + String(repeating: "(", count: depth), "nesting deeper than 256"),
            ("HugeLine.swift", site + "let s = [" + String(repeating: "1, ", count: 1_000_000) + "]\n", "larger than the 2 MB limit"),
            // Recursion brackets do not show: postfix chains, nested ternaries, prefix keywords, generics.
            ("Chain.swift", site + "let x = a" + String(repeating: ".b", count: depth) + "\n", "chained in one expression"),
            ("LineChain.swift", site + "let x = a" + String(repeating: "\n    .b", count: depth / 4) + "\n", "chained in one expression"),
            ("Calls.swift", site + "let x = a" + String(repeating: "()", count: depth) + "\n", "chained in one expression"),
            ("Closures.swift", site + "let x = a" + String(repeating: ".map { $0 }", count: depth / 10) + "\n", "chained in one expression"),
            ("Casts.swift", site + "let x = a" + String(repeating: " as! B", count: depth) + "\n", "chained in one expression"),
            ("Ternaries.swift", site + "let x = " + String(repeating: "a ? ", count: depth) + "b" + String(repeating: " : c", count: depth) + "\n", "ternaries nested"),
            ("Tries.swift", site + "let x = " + String(repeating: "try ", count: depth) + "a\n", "'try'/'await' in a row"),
            ("Generics.swift", site + "let x: " + String(repeating: "A<", count: depth) + "B" + String(repeating: ">", count: depth) + " = y\n", "generic arguments"),
        ]
    }

    @Test func hostileShapesAreSkippedWithAReasonAndTheRestIsMigrated() throws {
        let started = Date()
        let directory = try TemporaryDirectory()
        let hostile = Self.hostileFiles(depth: Self.depth)
        for file in hostile { try directory.write(file.name, file.text) }
        try directory.write("Good.swift", "let old = 1\n")
        var run = MigrationRun(rules: [RenameIdentifier(from: "old", to: "new")], options: RuleOptions(), mode: .apply, jobs: 2)
        run.limits = FileLimits(maximumFileSize: 2 << 20, timeBudget: 60)
        let report = run.run(paths: [directory.path])
        for file in hostile {
            let result = try #require(report.files.first { $0.path.hasSuffix("/" + file.name) })
            guard case .skipped(let reason) = result.outcome else {
                Issue.record("\(file.name): \(result.outcome)")
                continue
            }
            #expect(reason.contains(file.reason), "\(file.name): \(reason)")
            #expect(try directory.readText(file.name) == file.text)
        }
        #expect(try directory.readText("Good.swift") == "let new = 1\n")
        print("deep nesting fuzz (depth \(Self.depth)): \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
    }

    /// Just under the limits, files still parse on the big stack (worker threads' own stacks
    /// are too small for the debug parser at this depth).
    @Test func nestingWithinTheLimitsIsMigrated() throws {
        let directory = try TemporaryDirectory()
        let text = "func f() {\n" + String(repeating: "if a {\n", count: 120) + "let old = " + String(repeating: "(", count: 120) + "1" + String(repeating: ")", count: 120) + "\n" + String(repeating: "}\n", count: 120) + "}\n"
        try directory.write("Deep.swift", text)
        let run = MigrationRun(rules: [RenameIdentifier(from: "old", to: "new")], options: RuleOptions(), mode: .dryRun, jobs: 2)
        let report = run.run(paths: [directory.path])
        #expect(report.files.first?.outcome == .changed, "\(String(describing: report.files.first?.outcome))")
    }

    /// A file within the nesting limits that is slow to parse (16 open `[`)
    /// is given up after the time budget.
    @Test func aFileOverItsTimeBudgetIsSkipped() throws {
        let directory = try TemporaryDirectory()
        // About 2 s of parsing in a debug build, 50 ms in release: more lines there.
        #if DEBUG
        let lines = 1
        #else
        let lines = 8
        #endif
        let slow = "let old = " + String(repeating: "[(", count: 16) + "1" + String(repeating: ")]", count: 16) + "\n"
        try directory.write("Slow.swift", String(repeating: slow, count: lines))
        var run = MigrationRun(rules: [RenameIdentifier(from: "old", to: "new")], options: RuleOptions(), mode: .apply, jobs: 1)
        run.limits = FileLimits(maximumFileSize: nil, timeBudget: 0.05)
        let started = Date()
        let report = run.run(paths: [directory.path])
        #expect(Date().timeIntervalSince(started) < 1.5)
        guard case .skipped(let reason) = report.files.first?.outcome else {
            Issue.record("not skipped: \(String(describing: report.files.first?.outcome))")
            return
        }
        #expect(reason.contains("took longer than 0.05 s"), "\(reason)")
    }

    /// The scan must never refuse real code: every Swift file of this package and of its
    /// checked-out dependencies (the swift-syntax parser, argument parser) passes; the whole of swift-syntax, 1,195 files and 10 MB, was checked once when the limits were chosen.
    @Test func realCodeIsNeverRefused() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        var checked = 0
        for directory in ["Sources", "Rewrites", "Golden", "Examples", "Tests", ".build/checkouts/swift-syntax/Sources/SwiftParser", ".build/checkouts/swift-argument-parser/Sources"] {
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + directory) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + directory + "/" + relative) else { continue }
                checked += 1
                if let problem = NestingScan.problem(in: [UInt8](data)) { Issue.record("\(directory)/\(relative): \(problem)") }
            }
        }
        #expect(checked > 100)
    }

    @Test func theScanIgnoresBracketsInCommentsAndStrings() {
        let noise = String(repeating: "[", count: 300)
        let text = """
            // \(noise)
            /* \(noise) /* nested */ \(noise) */
            let a = "\(noise)"
            let b = #"\(noise)"#
            let c = \"\"\"
                \(noise)
                \"\"\"
            let d = "\\(f([1]))\(noise)"
            """
        for line in text.split(separator: "\n") where !line.contains("\"\"\"") && !line.hasPrefix("    ") {
            #expect(NestingScan.problem(in: line.utf8) == nil, "\(line.prefix(20))")
        }
        #expect(NestingScan.problem(in: text.utf8) == nil)
        #expect(NestingScan.problem(in: ("let a = \"\\(" + noise + "\")").utf8) != nil, "interpolated code counts")
    }
}
