import Foundation
import TestSupport
import Testing

/// Issue 31, item 12: a change across files applies whole or not at all, also when one of
/// its files cannot be written.
@Suite struct GroupAtomicityTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/observable-macro/environment-object")

    @Test func aReadOnlyMemberLeavesEveryFileOfTheChangeUnwritten() throws {
        let directory = try TemporaryDirectory()
        var inputs: [String: [UInt8]] = [:]
        for name in ["App", "ContentView", "Settings"] {
            inputs[name] = Array(try Data(contentsOf: Self.golden.appendingPathComponent("\(name).input.swift")))
            try directory.write("\(name).swift", bytes: inputs[name]!)
        }
        chmod(directory.path + "/ContentView.swift", 0o444)
        let result = try ModernizeBinary.run(
            ["apply", "--include-review", "--min-ios", "17", "--rules", "observable-macro", "."], in: directory.path, review: false)
        #expect(result.stderr.contains("ContentView.swift cannot be written (file is read-only), so none of the change is"), "\(result.stderr)")
        #expect(result.stderr.contains("0 changed"), "\(result.stderr)")
        for (name, bytes) in inputs {
            #expect(try directory.read("\(name).swift") == bytes, "\(name).swift must not hold part of the change")
        }
        // Writable again, the change applies whole.
        chmod(directory.path + "/ContentView.swift", 0o644)
        let again = try ModernizeBinary.run(
            ["apply", "--include-review", "--min-ios", "17", "--rules", "observable-macro", "."], in: directory.path, review: false)
        #expect(again.status == 0 && again.stderr.contains("3 changed"), "\(again.stderr)")
        for name in ["App", "ContentView", "Settings"] {
            #expect(try directory.read("\(name).swift") == Array(Data(contentsOf: Self.golden.appendingPathComponent("\(name).expected.swift"))))
        }
    }

    /// Issue 43, item 14: held back because one member is read-only, the change exits as a
    /// single read-only file does (2, the file named as not written), not 0.
    @Test func aReadOnlyMemberExitsAsAReadOnlyFileDoes() throws {
        let directory = try TemporaryDirectory()
        for name in ["App", "ContentView", "Settings"] {
            try directory.write("\(name).swift", bytes: Array(try Data(contentsOf: Self.golden.appendingPathComponent("\(name).input.swift"))))
        }
        chmod(directory.path + "/ContentView.swift", 0o444)
        let options = ["--include-review", "--min-ios", "17", "--rules", "observable-macro", "."]
        let group = try ModernizeBinary.run(["apply"] + options, in: directory.path, review: false)
        #expect(group.status == 2, "\(group.stderr)")
        #expect(group.stderr.contains("warning: ContentView.swift: not written: file is read-only"), "\(group.stderr)")

        // The same file alone, its change not across files: the status the group now matches.
        let single = try TemporaryDirectory()
        try single.write("List.swift", Fixtures.legacy)
        chmod(single.path + "/List.swift", 0o444)
        let alone = try ModernizeBinary.run(["apply", "."], in: single.path)
        #expect(alone.status == group.status, "\(alone.stderr)")
    }
}
