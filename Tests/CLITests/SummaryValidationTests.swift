import Foundation
import TestSupport
import Testing

/// Issue 43, item 11: a summary.json is checked as it is loaded. Counts of 2^63-1 crashed
/// `report`, `report --compare` and `batch-merge` (an overflow adding them up); negative
/// counts and a repository listed twice were taken as they were. Each is now refused with the
/// file and what is wrong in it (exit 2), and nothing is written.
@Suite struct SummaryValidationTests {
    /// (what is done to the shard's summary, what the error says)
    static let corruptions: [(String, String)] = [
        ("huge review count", "rules.reconfigure-items.review is 9223372036854775807 (counts run from 0 to 1000000000)"),
        ("negative file count", "files.scanned is -1 (counts run from 0 to 1000000000)"),
        ("repository twice", "is listed twice (repositories[0] and ["),
    ]

    @Test(arguments: corruptions)
    func aSummaryThatNoBatchWritesIsRefused(_ corruption: String, _ message: String) throws {
        let (directory, held) = try BatchMergeSafetyTests.shards()
        let (shard, _) = try BatchMergeSafetyTests.nonEmptyShard(held)
        let other = shard == "s1" ? "s2" : "s1"
        var summary = try #require(JSONSerialization.jsonObject(with: Data(directory.read(shard + "/summary.json"))) as? [String: Any])
        var repositories = try #require(summary["repositories"] as? [[String: Any]])
        switch corruption {
        case "huge review count":
            // Every repository: any sum of two such counts overflows.
            for index in repositories.indices {
                var rules = try #require(repositories[index]["rules"] as? [String: [String: Any]])
                rules["reconfigure-items"]?["review"] = Int.max
                repositories[index]["rules"] = rules
            }
        case "negative file count":
            var files = try #require(repositories[0]["files"] as? [String: Any])
            files["scanned"] = -1
            repositories[0]["files"] = files
        default:
            repositories.append(repositories[0])
        }
        summary["repositories"] = repositories
        try directory.write(shard + "/summary.json", bytes: Array(JSONSerialization.data(withJSONObject: summary)))

        for command in [["report", "out.html", shard], ["report", "--compare", other, shard], ["batch-merge", "--out", "merged", "s1", "s2"]] {
            let result = try ModernizeBinary.run(command, in: directory.path)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("\(shard)/summary.json: "), "\(command): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(command): \(result.stdout)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out.html"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/merged"))
    }
}
