import Foundation
import TestSupport
import Testing

/// Issue 43, item 12: a storyboard that is a symbolic link was dropped silently, so the cells
/// it styles were rewritten as if no storyboard declared them. A link to a file in the project
/// is read through; one leading out is reported, and what it may declare is unknown.
@Suite struct InterfaceBuilderLinkTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/cell-content-configuration/storyboard-prototypes")

    /// The golden case's controller, with its storyboard at `App/Main.storyboard` as a link to `target`.
    static func project(linkingTo target: (TemporaryDirectory) throws -> String) throws -> (TemporaryDirectory, [UInt8]) {
        let directory = try TemporaryDirectory()
        let source = Array(try Data(contentsOf: golden.appendingPathComponent("InboxViewController.input.swift")))
        try directory.write("App/InboxViewController.swift", bytes: source)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/App/Main.storyboard", withDestinationPath: try target(directory))
        return (directory, source)
    }

    static var storyboard: [UInt8] { get throws { Array(try Data(contentsOf: golden.appendingPathComponent("Main.storyboard"))) } }

    @Test func aLinkWithinTheProjectIsReadAsTheStoryboard() throws {
        // Kept under another name elsewhere in the project: only the link names it a storyboard.
        let (directory, source) = try Self.project { directory in
            try directory.write("Design/Main.storyboard.xml", bytes: try Self.storyboard)
            return "../Design/Main.storyboard.xml"
        }
        let result = try ModernizeBinary.run(["apply", "--rules", "cell-content-configuration", "."], in: directory.path)
        #expect(result.stderr.contains("the prototype cell \"Highlighted\" (App/Main.storyboard:25) sets its textLabel's font, textColor in Interface Builder"), "\(result.stderr)")
        #expect(!result.stderr.contains("not read as an Interface Builder file"), "\(result.stderr)")
        #expect(try directory.read("App/InboxViewController.swift") != source, "the plain prototype's site is still migrated")
        #expect(try directory.readText("App/InboxViewController.swift").contains("cell.textLabel?.text = message.sender"), "the styled one is left")
    }

    /// The result cache keys a linked storyboard by its target's bytes, not the link's (which
    /// are never read): an edit to the target is seen by the next run.
    @Test func anEditToTheLinkedFileIsSeenThroughTheCache() throws {
        let (directory, _) = try Self.project { directory in
            try directory.write("Design/Main.storyboard.xml", bytes: try Self.storyboard)
            return "../Design/Main.storyboard.xml"
        }
        let styled = "the prototype cell \"Highlighted\" (App/Main.storyboard:25)"
        let first = try ModernizeBinary.run(["diff", "--rules", "cell-content-configuration", "."], in: directory.path)
        #expect(first.stderr.contains(styled), "\(first.stderr)")
        try directory.write("Design/Main.storyboard.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes/></document>

            """)
        let second = try ModernizeBinary.run(["diff", "--rules", "cell-content-configuration", "."], in: directory.path)
        #expect(!second.stderr.contains(styled), "a stale index: \(second.stderr)")
    }

    @Test func aLinkLeavingTheProjectIsReportedAndItsCellsAreUnknown() throws {
        let outside = try TemporaryDirectory()
        try outside.write("Main.storyboard", bytes: try Self.storyboard)
        let (directory, source) = try Self.project { _ in outside.path + "/Main.storyboard" }
        let result = try ModernizeBinary.run(["apply", "--rules", "cell-content-configuration", "."], in: directory.path)
        #expect(result.stderr.contains("warning: App/Main.storyboard: not read as an Interface Builder file (a symbolic link to /"), "\(result.stderr)")
        #expect(result.stderr.contains("/Main.storyboard, outside the project or not a regular file; not followed)"), "\(result.stderr)")
        #expect(result.stderr.contains("0 changed"), "\(result.stderr)")
        #expect(try directory.read("App/InboxViewController.swift") == source, "cells a storyboard may style are not rewritten")
    }
}
