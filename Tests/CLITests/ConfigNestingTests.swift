import Foundation
import TestSupport
import Testing

/// Issue 43, item 10: build files nested without bound are reported, never recursed into:
/// a 10 KB project.yml of 5,000 `[` and a project.pbxproj of 100,000 `(` crashed `diff` and
/// `apply` (a stack overflow while finding the deployment target).
@Suite struct ConfigNestingTests {
    @Test func aDeeplyNestedXcodeGenSpecIsReportedNotRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("project.yml", "options:\n  deploymentTarget: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n")
        try directory.write("Sources/List.swift", Fixtures.legacy)
        // diff first: it writes nothing, so apply then sees the same tree.
        for (command, status) in [("diff", Int32(1)), ("apply", Int32(0))] {
            let result = try ModernizeBinary.run([command, "."], in: directory.path)
            #expect(result.status == status, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("warning: project.yml:2:"), "\(command): \(result.stderr)")
            #expect(result.stderr.contains(": not read (it may nest deeper than 10000 levels here); its deployment targets are not used"), "\(command): \(result.stderr)")
        }
        #expect(try directory.readText("Sources/List.swift") == Fixtures.migrated)
    }

    @Test func aDeeplyNestedXcodeProjectIsReportedNotRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.xcodeproj/project.pbxproj", "{ objects = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + "; }\n")
        try directory.write("Sources/List.swift", Fixtures.legacy)
        let result = try ModernizeBinary.run(["diff", "."], in: directory.path)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("warning: App.xcodeproj/project.pbxproj:1:"), "\(result.stderr)")
        #expect(result.stderr.contains(": not read (nests deeper than 100 levels here); its deployment targets are not used"), "\(result.stderr)")
    }
}
