import Foundation
import ModernizeGenerator

/// Runs `modernize diff Examples/` with the tool built next to this generator (`swift build`
/// builds both) and writes its output into the README's main-job block.
enum ExampleOutput {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    static func regenerate(root: URL) throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("modernize")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw Problem(description: "\(binary.path) not built: run `swift build` first (the README's example is the tool's real output)")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = ReadmeExample.arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output  // one pipe: the order a terminal shows
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let readmeURL = root.appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let block = ReadmeExample.block(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
        guard let updated = ReadmeExample.updated(readme, block: block) else {
            throw Problem(description: "README.md has no <!-- generated:\(ReadmeExample.name) --> ... <!-- end:\(ReadmeExample.name) --> block")
        }
        guard updated != readme else { return }
        try updated.write(to: readmeURL, atomically: true, encoding: .utf8)
        print("wrote README.md (\(ReadmeExample.name))")
    }
}
