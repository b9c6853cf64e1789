import Foundation
import TestSupport
import Testing

/// Inputs a user may not know are bad: each is reported by name and never written, while the
/// good files next to them are still migrated.
@Suite struct BadInputTests {
    static let broken = "import UIKit\nfunc f(_ s: inout NSDiffableDataSourceSnapshot<Int, Int>) {\n    s.reloadItems([1]\n}\n"

    /// Every bad file carries the trigger, so only the safety checks keep it unchanged.
    static func writeBadInputs(into directory: TemporaryDirectory) throws -> [String: [UInt8]] {
        var legacyWithNUL = Array(Fixtures.legacy.utf8)
        legacyWithNUL.insert(0, at: 20)
        let latin1Comment = Array("// caf".utf8) + [0xE9] + Array("\n".utf8) + Array(Fixtures.legacy.utf8)
        let files: [String: [UInt8]] = [
            "Binary.swift": legacyWithNUL,
            "Latin1.swift": latin1Comment,
            "Empty.swift": [],
            "Broken.swift": Array(broken.utf8),
            "ReadOnly.swift": Array(Fixtures.legacy.utf8),
        ]
        for (name, bytes) in files { try directory.write(name, bytes: bytes) }
        chmod(directory.path + "/ReadOnly.swift", 0o444)
        try directory.write("Good.swift", Fixtures.legacy)
        return files
    }

    @Test func applyReportsEachBadFileByNameAndWritesOnlyTheGoodOne() throws {
        let directory = try TemporaryDirectory()
        let bad = try Self.writeBadInputs(into: directory)
        let result = try ModernizeBinary.run(["apply", ".", "Missing.swift"], in: directory.path)

        #expect(result.status == 2, "bad inputs are I/O errors (a parse error alone is not: ParseErrorResultTests): \(result.stderr)")
        for expected in [
            "warning: Binary.swift: skipped: binary content (NUL byte at offset 20), not Swift source",
            "warning: Latin1.swift: skipped: not valid UTF-8 (first bad byte at offset 6)",
            "Broken.swift:3:22: error: [parse-error] expected ')' to end function call; the file does not parse, so no rule ran on it",
            "warning: ReadOnly.swift: not written: file is read-only",
            "error: Missing.swift: No such file or directory",
        ] {
            #expect(result.stderr.contains(expected), "missing `\(expected)` in:\n\(result.stderr)")
        }
        #expect(!result.stderr.contains("Empty.swift"), "an empty file is valid Swift with nothing to do")
        #expect(result.stderr.contains("6 files scanned"), "\(result.stderr)")
        #expect(result.stderr.contains("1 changed, 4 skipped"), "\(result.stderr)")
        for (name, bytes) in bad {
            #expect(try directory.read(name) == bytes, "\(name) must be left byte for byte")
        }
        #expect(try directory.readText("Good.swift") == Fixtures.migrated)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 6, "no temporary file may be left")
    }

    @Test func diffOfBadInputsWritesNothingAndShowsOnlyMigratableFiles() throws {
        let directory = try TemporaryDirectory()
        let bad = try Self.writeBadInputs(into: directory)
        let result = try ModernizeBinary.run(["diff", "."], in: directory.path)
        #expect(result.status == 2, "a skipped file outranks pending changes: \(result.stderr)")
        // A read-only file can still be diffed: only `apply` must leave it alone.
        let patched = result.stdout.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }
        #expect(patched == ["+++ b/Good.swift", "+++ b/ReadOnly.swift"])
        for (name, bytes) in bad { #expect(try directory.read(name) == bytes) }
        #expect(try directory.readText("Good.swift") == Fixtures.legacy)
    }

    /// BOM, CRLF, a lone CR, tabs, trailing blanks, non-ASCII text and the trigger in a comment:
    /// the output must be the input with exactly one token replaced.
    @Test func byteOrderMarkAndCRLFSurviveOutsideTheEdit() throws {
        let head = "\u{FEFF}import UIKit\r\n\r\n// reloadItems(ids) in a comment stays\r\nfinal class Café {\r\n"
            + "\tfunc refresh(_ ids: [Int]) {   \r\n\t\tvar snapshot = dataSource.snapshot() /* \r */\r\n\t\tsnapshot."
        let tail = "(ids)\r\n\t\tdataSource.apply(snapshot)\r\n\t}\r\n}\r\n"
        let directory = try TemporaryDirectory()
        try directory.write("Mixed.swift", head + "reloadItems" + tail)
        let result = try ModernizeBinary.run(["apply", "Mixed.swift"], in: directory.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try directory.read("Mixed.swift") == Array((head + "reconfigureItems" + tail).utf8))
    }

    /// Shapes of a generated 10 MB file. A debug build lexes about 0.5 MB/s, so the token-dense
    /// shape (about 100 s of CPU and 0.9 GB in a debug build) runs only with
    /// `MODERNIZE_SLOW_TESTS=1`; the resource-table shape (1,000 classes with a site each, then
    /// a 10 MB table of base64 string literals, as asset embedders generate) always runs.
    enum GeneratedShape: String, CaseIterable, Sendable {
        case resourceTable, tokenDense

        static let block = """
            final class GeneratedList$ {
                let dataSource = DataSource()
                // Generated code: a comment line pads each block the way generators do.
                func refresh(_ ids: [Int]) {
                    var snapshot = dataSource.snapshot()
                    snapshot.reloadItems(ids)
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
            }

            """

        /// The file's text and how many sites it has.
        func generate(bytes target: Int) -> (text: String, sites: Int) {
            var text = "import UIKit\n\n"
            text.reserveCapacity(target + 4096)
            var sites = 0
            while text.utf8.count < target && (self == .tokenDense || sites < 1000) {
                text += Self.block.replacingOccurrences(of: "$", with: String(sites))
                sites += 1
            }
            guard self == .resourceTable else { return (text, sites) }
            text += "enum EmbeddedResources {\n    static let chunks: [String] = [\n"
            var chunk = 0
            while text.utf8.count < target {
                let bytes = (0..<750).map { UInt8(truncatingIfNeeded: chunk &* 7 &+ $0) }
                text += "        \"\(Data(bytes).base64EncodedString())\",\n"
                chunk += 1
            }
            return (text + "    ]\n}\n", sites)
        }

        /// Peak memory allowed per byte of input: a syntax tree costs tens of bytes per source
        /// byte, and the engine may hold the tree of the original and of the result at once.
        var memoryPerByte: Int { self == .resourceTable ? 40 : 150 }
    }

    static let slowTestsEnabled = ProcessInfo.processInfo.environment["MODERNIZE_SLOW_TESTS"] == "1"

    /// The run must finish, rewrite every site, change nothing else, and keep peak memory to a
    /// bounded multiple of the input (no runaway copies of the tree or the text).
    @Test(arguments: slowTestsEnabled ? GeneratedShape.allCases : [.resourceTable])
    func tenMegabyteGeneratedFileFinishesWithBoundedMemory(_ shape: GeneratedShape) throws {
        let size = 10 * 1024 * 1024
        let (text, sites) = shape.generate(bytes: size)
        let directory = try TemporaryDirectory()
        try directory.write("Generated.swift", text)

        let child = try ChildProcess(ModernizeBinary.path, ["apply", "--include-review", "--max-file-size", "0", "--file-timeout", "0", "Generated.swift"], in: directory.path)
        let ended = try #require(child.wait(timeout: 900), "a 10 MB file must not take 15 minutes")
        #expect(ended.status == 0, "\(ended.stderr)")
        #expect(ended.stderr.contains("reconfigure-items  0 safe, \(sites) review (applied), 0 findings, \(sites) edit\(sites == 1 ? "" : "s")"), "\(ended.stderr)")
        let expected = text.replacingOccurrences(of: "snapshot.reloadItems(", with: "snapshot.reconfigureItems(")
        #expect(try directory.readText("Generated.swift") == expected)
        #expect(ended.peakMemory < shape.memoryPerByte * size, "peak memory \(ended.peakMemory >> 20) MB for a 10 MB file")
        print("10 MB \(shape.rawValue) file, \(sites) sites: peak memory \(ended.peakMemory >> 20) MB")
    }
}
