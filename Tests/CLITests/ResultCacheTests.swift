import Foundation
import TestSupport
import Testing

/// The result cache of `diff` / `apply`: a repeated run reads results instead of parsing, and
/// every input a result depends on (the file, the options, a file the index read) makes it
/// miss; a damaged entry is ignored.
@Suite struct ResultCacheTests {
    static let controller = """
        import UIKit

        final class SettingsViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(RowCell.self, forCellReuseIdentifier: "Row")
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                cell.textLabel?.text = "Row \\(indexPath.row)"
                return cell
            }
        }

        """
    static let plainCell = "import UIKit\n\nfinal class RowCell: UITableViewCell {}\n"
    static let styledCell = """
        import UIKit

        final class RowCell: UITableViewCell {
            override func awakeFromNib() {
                super.awakeFromNib()
                textLabel?.font = .boldSystemFont(ofSize: 17)
            }
        }

        """

    struct Run {
        let stdout: String
        let stderr: String
        let hits: Int
        let misses: Int
    }

    static func diff(_ directory: TemporaryDirectory, _ extra: [String] = []) throws -> Run {
        let result = try ModernizeBinary.run(["diff", "--timings", "--cache-path", "cache", "--min-ios", "15", "App"] + extra, in: directory.path, review: false)
        let counts = try #require(result.stderr.firstMatch(of: /cache: (\d+) hits?, (\d+) miss(?:es)?/), "\(result.stderr)")
        return Run(stdout: result.stdout, stderr: result.stderr, hits: Int(counts.1)!, misses: Int(counts.2)!)
    }

    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        _ = try directory.write("App/SettingsViewController.swift", controller)
        _ = try directory.write("App/RowCell.swift", plainCell)
        _ = try directory.write("App/Colors.swift", "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Image(systemName: \"star\").foregroundColor(Color.red) }\n}\n")
        return directory
    }

    @Test func aRepeatedRunHitsAndGivesTheSameOutput() throws {
        let directory = try Self.project()
        let first = try Self.diff(directory)
        #expect(first.hits == 0 && first.misses > 0)
        #expect(first.stdout.contains("+        var content = cell.defaultContentConfiguration()"), "\(first.stdout)")
        let second = try Self.diff(directory)
        // Every input is as before: the cached index fingerprint and the results answer the
        // run, and no file is parsed, not even for index facts (fewer entries read).
        #expect(second.misses == 0 && second.hits > 0 && second.hits < first.misses, "\(second.stderr)")
        #expect(second.stderr.contains("timings: index 0.000 s (0 files parsed for facts)"), "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        let noCache = try ModernizeBinary.run(["diff", "--no-cache", "--min-ios", "15", "App"], in: directory.path, review: false)
        #expect(noCache.stdout == first.stdout)
    }

    /// A change across files (observable-macro: the model's file and its view's) is settled from
    /// cached results too: placing its files needs no index, so the warm run parses nothing (it
    /// used to build the whole index for that, which cost a 10-app corpus 10 s of a 13 s run).
    @Test func aWarmRunWithAChangeAcrossFilesParsesNothing() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("App/Store.swift", "import SwiftUI\n\nfinal class Store: ObservableObject {\n    @Published var items: [String] = []\n}\n")
        _ = try directory.write("App/StoreView.swift", """
            import SwiftUI

            struct StoreView: View {
                @StateObject private var store = { Store() }()

                var body: some View {
                    Text(store.items.joined())
                }
            }

            """)
        let arguments = ["diff", "--timings", "--cache-path", "cache", "--min-ios", "17", "App"]
        let first = try ModernizeBinary.run(arguments, in: directory.path, review: false)
        #expect(first.stderr.contains("the change spans 2 files"), "\(first.stderr)")
        let second = try ModernizeBinary.run(arguments, in: directory.path, review: false)
        #expect(second.stderr.contains("timings: index 0.000 s (0 files parsed for facts)"), "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        func report(_ text: String) -> [String] { text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("timings:") && !$0.hasPrefix("cache:") } }
        #expect(report(second.stderr) == report(first.stderr))
    }

    /// The warm run restores the first run's trigger scan instead of scanning: what it says
    /// about files it does not read (generated, untriggered) is what the first run said.
    @Test func aWarmRunReportsUnreadFilesAsTheFirstRunDid() throws {
        let directory = try Self.project()
        _ = try directory.write("App/Strings.swift", "// Generated using SwiftGen\n\nenum L10n { static let title = \"Title\" }\n")
        _ = try directory.write("App/Plain.swift", "struct Plain { let value = 1 }\n")
        func report(_ run: Run) -> [String] {
            run.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("timings:") && !$0.hasPrefix("cache:") }
        }
        let first = try Self.diff(directory)
        let second = try Self.diff(directory)
        #expect(second.misses == 0, "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(report(second) == report(first))
        #expect(first.stderr.contains("1 generated file skipped"), "\(first.stderr)")
    }

    @Test func anEditedFileAndAnotherOptionMiss() throws {
        let directory = try Self.project()
        _ = try Self.diff(directory)
        _ = try directory.write("App/Colors.swift", "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Image(systemName: \"star\").foregroundColor(Color.blue) }\n}\n")
        let edited = try Self.diff(directory)
        // The run's inputs, the file's index facts and its result; its facts are unchanged, so
        // no other result misses.
        #expect(edited.misses == 3 && edited.hits > 0, "only the edited file: \(edited.stderr)")
        #expect(edited.stdout.contains("Image(systemName: \"star\").foregroundStyle(Color.blue)"), "\(edited.stdout)")
        let otherTarget = try Self.diff(directory, ["--rules", "foreground-style"])
        #expect(otherTarget.hits == 0, "another rule selection: \(otherTarget.stderr)")
        #expect(!otherTarget.stdout.contains("defaultContentConfiguration"))
    }

    /// The controller did not change, but the cell class it depends on (read through the index)
    /// now styles its label: the cached rewrite must not be reused.
    @Test func aChangeInAFileTheIndexReadInvalidatesDependentResults() throws {
        let directory = try Self.project()
        let before = try Self.diff(directory)
        #expect(before.stdout.contains("defaultContentConfiguration"))
        _ = try directory.write("App/RowCell.swift", Self.styledCell)
        let after = try Self.diff(directory)
        #expect(!after.stdout.contains("defaultContentConfiguration"), "\(after.stdout)")
        #expect(after.stderr.contains("`RowCell` styles its textLabel in awakeFromNib"), "\(after.stderr)")
    }

    /// Same inputs, so the cached index fingerprint is taken, but another option makes every
    /// result miss: the index is built after all, and the output is the uncached one.
    @Test func resultsMissingUnderKnownInputsBuildTheIndexThen() throws {
        let directory = try Self.project()
        _ = try Self.diff(directory)
        let review = try Self.diff(directory, ["--include-review"])
        #expect(review.stderr.contains("files parsed for facts") && !review.stderr.contains("(0 files parsed for facts)"), "\(review.stderr)")
        let uncached = try ModernizeBinary.run(["diff", "--no-cache", "--include-review", "--min-ios", "15", "App"], in: directory.path, review: false)
        #expect(review.stdout == uncached.stdout && review.stdout.contains("defaultContentConfiguration"), "\(review.stdout)")
    }

    @Test func damagedEntriesAreIgnoredAndRewritten() throws {
        let directory = try Self.project()
        let first = try Self.diff(directory)
        let cache = directory.path + "/cache"
        let entries = try FileManager.default.subpathsOfDirectory(atPath: cache).filter { $0.count > 3 }
        #expect(!entries.isEmpty)
        for (offset, entry) in entries.enumerated() {
            // Truncated JSON, garbage, and an empty file.
            let damaged = [String(decoding: try directory.read("cache/" + entry).prefix(20), as: UTF8.self), "\u{0}garbage", ""][offset % 3]
            _ = try directory.write("cache/" + entry, damaged)
        }
        let damagedRun = try Self.diff(directory)
        #expect(damagedRun.hits == 0, "\(damagedRun.stderr)")
        #expect(damagedRun.stdout == first.stdout)
        let repaired = try Self.diff(directory)
        #expect(repaired.misses == 0 && repaired.stdout == first.stdout, "\(repaired.stderr)")
    }
}
