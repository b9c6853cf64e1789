import Foundation
import TestSupport
import Testing

/// Issue 31, item 17: a storyboard or xib the index cannot read is named in a warning, and
/// what it could have said (a prototype styled in Interface Builder) is treated as unknown.
@Suite struct InterfaceBuilderInputTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/cell-content-configuration/common-shape.input.swift")

    @Test func unreadableInterfaceBuilderFilesAreNamedAndTheirCellsAreUnknown() throws {
        let directory = try TemporaryDirectory()
        let source = Array(try Data(contentsOf: Self.golden))
        try directory.write("Settings.swift", bytes: source)
        // Readable, the project has no prototype for the cell: its review rewrite applies.
        let control = try TemporaryDirectory()
        try control.write("Settings.swift", bytes: source)
        let applied = try ModernizeBinary.run(["apply", "--rules", "cell-content-configuration", "."], in: control.path)
        #expect(applied.status == 0 && applied.stderr.contains("1 changed"), "\(applied.stderr)")

        try directory.write("Truncated.storyboard", "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes><scene")
        try directory.write("Entities.storyboard", "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"aaaa\">]>\n<document/>\n")
        #expect(mkfifo(directory.path + "/Pipe.xib", 0o644) == 0)
        let child = try ChildProcess(ModernizeBinary.path, ["apply", "--include-review", "--rules", "cell-content-configuration", "."], in: directory.path)
        guard let result = child.wait(timeout: 120) else {
            child.terminate()
            Issue.record("blocked on the FIFO")
            return
        }
        #expect(result.stderr.contains("warning: Truncated.storyboard:2: not read as an Interface Builder file (not well-formed XML"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: Entities.storyboard: not read as an Interface Builder file (declares XML entities, which are not expanded)"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: Pipe.xib: not read as an Interface Builder file (not a regular file"), "\(result.stderr)")
        #expect(result.stderr.contains("so whether it holds a prototype cell \"Setting\" styled in Interface Builder is unknown"), "\(result.stderr)")
        #expect(result.stderr.contains("0 changed"), "\(result.stderr)")
        #expect(try directory.read("Settings.swift") == source, "the cell an unreadable storyboard may style is not rewritten")
    }
}
