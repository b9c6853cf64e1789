import Foundation
import ModernizeGenerator
import TestSupport
import Testing

/// The README's first example is the tool's real output on `Examples/`: this test runs the
/// command the README shows and compares (`swift run generate-modernize` rewrites the block).
@Suite struct ReadmeExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func mainJobBlockIsTheToolsOutput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ModernizeBinary.path)
        process.arguments = ReadmeExample.arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Self.packageRoot)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let expected = ReadmeExample.block(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        let current = try #require(ReadmeExample.current(in: readme), "README.md has no main-job block")
        #expect(current == expected, "README.md's main-job block is stale: run `swift build && swift run generate-modernize`")
    }

    /// The example declares its deployment target as an app does, so the first screen shows
    /// rewrites the table lists rather than rules held back by the iOS 15 fallback.
    @Test func exampleDeclaresItsDeploymentTarget() throws {
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        let block = try #require(ReadmeExample.current(in: readme))
        #expect(block.contains("deployment target: iOS 17 (Examples/Package.swift)"), "\(block)")
        #expect(!block.contains("assumed iOS 15"))
        // The diff comes first, the summary last.
        let diff = try #require(block.range(of: "--- a/Examples/"))
        let summary = try #require(block.range(of: "files scanned"))
        #expect(diff.lowerBound < summary.lowerBound)
    }
}
