import Foundation
import TestSupport
import Testing

/// The run memo (issue 47): a repeated `diff` over an unchanged tree is answered from the whole
/// output the last run kept, and any change to what that output rests on (a Swift file, even
/// within the same second or only touched; a storyboard, an Info.plist, an xcconfig, a config, a
/// new file) makes the run go the usual way, with the output a run without a cache gives.
@Suite struct RunMemoTests {
    static let arguments = ["diff", "--timings", "--cache-path", "cache", "App"]

    /// A project with a deployment target from an xcconfig (through an XcodeGen spec), a
    /// storyboard with a prototype cell, an Info.plist, and Swift files some rules rewrite.
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("App/project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n")
        try directory.write("App/Configs/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
        try directory.write("App/Colors.swift", """
            import SwiftUI

            struct Badge: View {
                var body: some View { Image(systemName: "star").foregroundColor(Color.red) }
            }

            """)
        try directory.write("App/Home.swift", """
            import SwiftUI

            struct Home: View {
                var body: some View {
                    NavigationView { Text("Hi") }
                }
            }

            """)
        try directory.write("App/ListViewController.swift", """
            import UIKit

            final class ListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                    cell.textLabel?.text = "Row \\(indexPath.row)"
                    return cell
                }
            }

            """)
        try directory.write("App/Base.lproj/Main.storyboard", storyboard(cellClass: "UITableViewCell"))
        try directory.write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>

            """)
        return directory
    }

    static func storyboard(cellClass: String) -> String {
        let custom = cellClass == "UITableViewCell" ? "" : " customClass=\"\(cellClass)\""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s1"><objects>
                    <tableViewController id="t1" customClass="ListViewController" sceneMemberID="viewController">
                        <tableView key="view" id="v1">
                            <prototypes>
                                <tableViewCell reuseIdentifier="Row" id="c1"\(custom)/>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects></scene></scenes>
            </document>

            """
    }

    struct Outcome: Equatable {
        let status: Int32
        let stdout: String
        /// stderr without the timing and cache lines.
        let report: [String]
    }

    /// Runs `arguments`; also says whether the memo answered (`--timings` names it, and it was
    /// the cache's only hit).
    static func run(_ directory: TemporaryDirectory, _ arguments: [String] = arguments) throws -> (outcome: Outcome, fromMemo: Bool) {
        let result = try ModernizeBinary.run(arguments, in: directory.path, review: false)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let fromMemo = lines.contains { $0.hasPrefix("cache: 1 hit, 0 misses") } && lines.contains { $0.hasPrefix("timings: phases: answered from the run memo") }
        let report = lines.filter { !$0.hasPrefix("timings:") && !$0.hasPrefix("cache:") }
        return (Outcome(status: result.status, stdout: result.stdout, report: report), fromMemo)
    }

    /// What a run without a cache says of the tree as it is now.
    static func uncached(_ directory: TemporaryDirectory) throws -> Outcome {
        try run(directory, ["diff", "--no-cache", "App"]).outcome
    }

    /// Each change is made to a tree of its own right after a memo answered, within the same
    /// second: `change` returns whether it changes the output (so the comparison can fail).
    static var changes: [(name: String, change: (TemporaryDirectory) throws -> Bool)] { [
        ("a Swift file edited in the same second, same size", { directory in
            let text = try directory.readText("App/Colors.swift")
            try directory.write("App/Colors.swift", text.replacingOccurrences(of: "Color.red", with: "Color.tan"))
            return true
        }),
        ("a Swift file touched, bytes unchanged", { directory in
            let path = directory.path + "/App/Colors.swift"
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
            return false
        }),
        ("a new Swift file", { directory in
            try directory.write("App/More.swift", "import SwiftUI\n\nstruct More: View {\n    var body: some View { NavigationView { Text(\"More\") } }\n}\n")
            return true
        }),
        ("the xcconfig's deployment target", { directory in
            try directory.write("App/Configs/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
            return true
        }),
        ("a .modernize.json that disables a rule", { directory in
            try directory.write("App/.modernize.json", "{\"disabledRules\": [\"navigation-stack\"]}\n")
            return true
        }),
        ("the storyboard's prototype cell", { directory in
            try directory.write("App/Base.lproj/Main.storyboard", storyboard(cellClass: "RowCell"))
            return false
        }),
        ("the Info.plist", { directory in
            try directory.write("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleName</key><string>Renamed</string></dict></plist>

                """)
            return false
        }),
    ] }

    @Test func anUnchangedTreeIsAnsweredFromTheMemoAndAnyChangeIsNot() throws {
        let trees = try Self.changes.map { _ in try Self.project() }
        // The racy-clean rule (FileStamp): files written within two seconds of a run's start are
        // not trusted, so a run right after writing them keeps no memo. Checked only when that
        // run ended within the window (a machine too loaded to start it in time cannot tell).
        let written = Date()
        let racy = try Self.run(trees[0])
        if Date().timeIntervalSince(written) < 1.8 {
            #expect(try !Self.run(trees[0]).fromMemo, "files written just before the first run: no memo yet")
        }
        Thread.sleep(forTimeInterval: 2.2)
        for (tree, (name, change)) in zip(trees, Self.changes) {
            let first = try Self.run(tree)
            #expect(first.outcome == racy.outcome, "\(name): the same tree gives the same output")
            let repeated = try Self.run(tree)
            #expect(repeated.fromMemo, "\(name): an unchanged tree is answered from the memo")
            #expect(repeated.outcome == first.outcome, "\(name)")
            let changesOutput = try change(tree)
            let after = try Self.run(tree)
            #expect(!after.fromMemo, "\(name): the memo must not answer")
            #expect(after.outcome == (try Self.uncached(tree)), "\(name): as a run without a cache says")
            if changesOutput { #expect(after.outcome != first.outcome, "\(name): the change shows in the output") }
        }
    }

    /// Another command line (here another rule selection) has a memo of its own.
    @Test func anotherCommandLineIsNotAnsweredFromThisOnesMemo() throws {
        let tree = try Self.project()
        Thread.sleep(forTimeInterval: 2.2)
        _ = try Self.run(tree)
        #expect(try Self.run(tree).fromMemo)
        let other = try Self.run(tree, Self.arguments + ["--rules", "navigation-stack"])
        #expect(!other.fromMemo)
        #expect(other.outcome == (try Self.run(tree, ["diff", "--no-cache", "--rules", "navigation-stack", "App"]).outcome))
    }
}
