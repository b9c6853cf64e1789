import Foundation
import TestSupport
import Testing

/// Issue 31 item 21: a file renamed while its directory is walked is not missed silently. A
/// listed entry that is gone when examined makes the walk list the directory again and take
/// what replaced it. The rename comes from a test hook right after the first listing, as
/// another process (an editor saving by rename, a git checkout) could do mid-run.
@Suite struct WalkRaceTests {
    static let legacy = "import UIKit\nfunc refresh() { snapshot.reloadItems(ids) }\n"

    @Test func aFileRenamedAfterTheListingIsFoundUnderItsNewName() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", Self.legacy)
        try directory.write("B.swift", Self.legacy)
        let result = try runProcess(
            "/usr/bin/env", ["MODERNIZE_TEST_RENAME_AFTER_LISTING=B.swift:C.swift", ModernizeBinary.path, "diff", "--rules", "reconfigure-items", "."],
            in: directory.path)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/C.swift"), "the hook renamed B.swift")
        #expect(result.stderr.contains("C.swift:2:18"), "the renamed file is processed: \(result.stderr)")
        #expect(!result.stderr.contains("B.swift"), "the old name is neither processed nor an error: \(result.stderr)")
        #expect(result.stderr.contains("2 files scanned"), "\(result.stderr)")
    }
}
