import Foundation
import TestSupport
import Testing

/// Issue 31, items 8 and 9: the index phase parses like the rewrite phase, on a big stack and
/// within the file's time budget, and the nesting pre-check refuses the shapes that recurse
/// without refusing long plain files.
@Suite struct IndexPhaseLimitsTests {
    static let site = "func refresh() { snapshot.reloadItems(ids) }\n"

    /// The child's termination, or nil after killing a child that ran too long.
    static func finished(_ child: ChildProcess, within seconds: Double) -> ChildProcess.Termination? {
        if let termination = child.wait(timeout: seconds) { return termination }
        child.terminate()
        _ = child.wait(timeout: 10)
        return nil
    }

    @Test func deepShapesAreRefusedBeforeParsingAndLongPlainFilesAreNot() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Compare.swift", "import UIKit\nlet x = " + String(repeating: "a < ", count: 2_000) + "b\n" + Self.site)
        try directory.write("Arrows.swift", "import UIKit\nlet f: " + String(repeating: "() -> ", count: 5_000) + "()\n" + Self.site)
        try directory.write("Conditions.swift", "import UIKit\n" + String(repeating: "#if A\n", count: 10_000) + "let y = 1\n"
            + String(repeating: "#endif\n", count: 10_000) + Self.site)
        // 1,400 statements, one per line, each a short chain: no chain is 4,096 long.
        try directory.write("Statements.swift", "import UIKit\nfunc update() {\n"
            + String(repeating: "    value.member.call()\n", count: 1_400) + "}\n" + Self.site)

        let child = try ChildProcess(ModernizeBinary.path, ["diff", "--include-review", "."], in: directory.path)
        let result = try #require(Self.finished(child, within: 120), "the run did not finish")
        #expect(result.signal == nil, "no crash: \(result.stderr)")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("warning: Compare.swift: skipped: nesting deeper than 256 levels"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: Arrows.swift: skipped: more than 256 function types nested"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: Conditions.swift: skipped: more than 256 '#if' blocks nested"), "\(result.stderr)")
        #expect(!result.stderr.contains("Statements.swift: skipped"), "\(result.stderr)")
        #expect(result.stderr.contains("4 files scanned (1 parsed), 0 would change, 3 skipped"), "\(result.stderr)")
    }

    /// Shapes within the pre-check's limits still recurse deeply: with the main thread's stack
    /// cut to 256 KB, only a parse on the tool's own big-stack threads survives them.
    @Test func theIndexPhaseParsesOnABigStack() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Compare.swift", "import UIKit\nlet x = " + String(repeating: "a < ", count: 240) + "b\n" + Self.site)
        try directory.write("Arrows.swift", "import UIKit\nlet f: " + String(repeating: "() -> ", count: 250) + "()\n" + Self.site)
        try directory.write("Conditions.swift", "import UIKit\n" + String(repeating: "#if A\n", count: 250) + "let y = 1\n"
            + String(repeating: "#endif\n", count: 250) + Self.site)
        let result = try runProcess(
            "/bin/sh", ["-c", "ulimit -s 256 && exec \"$0\" diff --include-review --jobs 1 --parsed-files-log parsed.txt .", ModernizeBinary.path],
            in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("3 files scanned (3 parsed), 0 would change, 0 skipped"), "\(result.stderr)")
        #expect(try directory.readText("parsed.txt").split(separator: "\n").count == 3)
    }

    /// Item 10: under an address-space limit too small for a 512 MB thread stack, each file is
    /// reported as out of memory (with what to do), not as a time-out after its whole budget.
    @Test func aMemoryLimitIsReportedAsSuchNotAsATimeOut() throws {
        let directory = try TemporaryDirectory()
        for name in ["A", "B", "C"] { try directory.write("\(name).swift", "import UIKit\n" + Self.site) }
        let result = try runProcess(
            "/bin/sh", ["-c", "ulimit -v 600000 && exec \"$0\" diff --jobs 1 .", ModernizeBinary.path], in: directory.path)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "skipped: out of memory: no thread with a 512 MB stack").count == 4, "\(result.stderr)")
        #expect(result.stderr.contains("ulimit -v"), "\(result.stderr)")
        #expect(!result.stderr.contains("took longer than"), "\(result.stderr)")
    }

    /// Item 9: a file whose parse outlasts `--file-timeout` in the index phase is stopped there,
    /// reported as a time-out and not parsed again by the rewrite phase.
    @Test func fileTimeoutCoversTheIndexPhase() throws {
        let directory = try TemporaryDirectory()
        let row = String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16)
        try directory.write("Table.swift", "import UIKit\n" + Self.site + (0..<200).map { "let v\($0) = \(row)\n" }.joined())
        try directory.write("List.swift", Fixtures.legacy)
        let child = try ChildProcess(
            ModernizeBinary.path, ["diff", "--include-review", "--file-timeout", "1", "--parsed-files-log", "parsed.txt", "."], in: directory.path)
        let result = try #require(Self.finished(child, within: 100), "the index phase ran past the file's time budget")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("warning: Table.swift: skipped: took longer than 1 s (--file-timeout)"), "\(result.stderr)")
        let parsed = try directory.readText("parsed.txt")
        #expect(!parsed.contains("Table.swift"), "never parsed whole, in either phase: \(parsed)")
        #expect(parsed.contains("List.swift"), "\(parsed)")
        #expect(result.stdout.contains("+        snapshot.reconfigureItems(ids)"), "the other file is migrated")
    }
}
