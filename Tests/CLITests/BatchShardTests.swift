import Foundation
import TestSupport
import Testing

/// `batch --shard K/N` and `batch-merge`: N shards cover every repository once, and merged
/// they give the summary and outputs of one unsharded batch.
@Suite struct BatchShardTests {
    /// The summary without run times, which differ between any two runs (a merged summary's
    /// `run` spans its shards').
    static func withoutDurations(_ text: String) throws -> NSDictionary {
        var object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["run"] != nil)
        object["run"] = nil
        var repositories = try #require(object["repositories"] as? [[String: Any]])
        for index in repositories.indices { repositories[index]["durationSeconds"] = nil }
        object["repositories"] = repositories
        var totals = try #require(object["totals"] as? [String: Any])
        totals["durationSeconds"] = nil
        object["totals"] = totals
        return object as NSDictionary
    }

    @Test func threeShardsMergedEqualOneUnshardedRun() throws {
        let fixture = try BatchFixture()
        func text(_ path: String) throws -> String { String(decoding: try fixture.root.read(path), as: UTF8.self) }
        // More repositories than shards, so the hash spreads them (the four of the fixture).
        for name in ["alpha", "beta", "gamma", "delta", "epsilon"] {
            try fixture.root.write("repos/\(name)/\(name).swift", Fixtures.legacy)
        }
        let list = ["configured", "plain", "suppressed", "missing", "alpha", "beta", "gamma", "delta", "epsilon"]
        try fixture.root.write("all.txt", list.map { "repos/\($0)" }.joined(separator: "\n") + "\n")
        let whole = try ModernizeBinary.run(["batch", "--repos-file", "all.txt", "--out", "whole", "--quiet"], in: fixture.root.path)
        #expect(whole.status == 2, "the missing repository fails the batch: \(whole.stderr)")

        var seen: [String] = []
        for shard in 1...3 {
            let result = try ModernizeBinary.run(
                ["batch", "--repos-file", "all.txt", "--out", "shard-\(shard)", "--shard", "\(shard)/3", "--quiet"], in: fixture.root.path)
            #expect([0, 2].contains(result.status), "\(result.stderr)")
            let summary = try fixture.summary("shard-\(shard)")
            let names = try #require(summary["repositories"] as? [[String: Any]]).compactMap { $0["name"] as? String }
            #expect(names.count < list.count, "shard \(shard) holds part of the list: \(names)")
            seen += names
            #expect(try text("shard-\(shard)/summary.md").contains("shard \(shard) of 3"))
        }
        #expect(seen.sorted() == list.sorted(), "every repository in exactly one shard")

        let merged = try ModernizeBinary.run(["batch-merge", "--out", "merged", "shard-1", "shard-2", "shard-3"], in: fixture.root.path)
        #expect(merged.status == 2, "the merged batch has the failed repository too: \(merged.stderr)")
        #expect(merged.stderr.contains("3 shards, 9 repositories: 8 ok, 1 failed"), "\(merged.stderr)")
        #expect(try Self.withoutDurations(text("merged/summary.json")) == Self.withoutDurations(text("whole/summary.json")))
        #expect(try fixture.root.read("merged/summary.md") == fixture.root.read("whole/summary.md"))
        for name in list where name != "missing" {
            #expect(try fixture.root.read("merged/\(name).patch") == fixture.root.read("whole/\(name).patch"), "\(name).patch")
        }
    }

    @Test func mergeRefusesMissingDuplicatedAndForeignShards() throws {
        let fixture = try BatchFixture()
        for shard in 1...2 {
            let result = try ModernizeBinary.run(
                ["batch", "--repos-file", "repos.txt", "--out", "s\(shard)", "--shard", "\(shard)/2", "--quiet"], in: fixture.root.path)
            #expect([0, 2].contains(result.status), "\(result.stderr)")
        }
        let missing = try ModernizeBinary.run(["batch-merge", "--out", "m1", "s1"], in: fixture.root.path)
        #expect(missing.status == 2 && missing.stderr.contains("missing shard 2/2"), "\(missing.stderr)")
        let twice = try ModernizeBinary.run(["batch-merge", "--out", "m2", "s1", "s1/", "s2"], in: fixture.root.path)
        #expect(twice.status == 2 && twice.stderr.contains("shard 1/2 given twice"), "\(twice.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fixture.root.path + "/m2/summary.json"), "nothing is written")

        let other = try ModernizeBinary.run(
            ["batch", "repos/plain", "--out", "other", "--shard", "1/2", "--quiet"], in: fixture.root.path)
        #expect(other.status == 0, "\(other.stderr)")
        let foreign = try ModernizeBinary.run(["batch-merge", "--out", "m3", "s1", "other"], in: fixture.root.path)
        #expect(foreign.status == 2 && foreign.stderr.contains("another split or repository list"), "\(foreign.stderr)")

        let unsharded = try ModernizeBinary.run(["batch", "repos/plain", "--out", "plain-out", "--quiet"], in: fixture.root.path)
        #expect(unsharded.status == 0)
        let notShard = try ModernizeBinary.run(["batch-merge", "--out", "m4", "plain-out"], in: fixture.root.path)
        #expect(notShard.status == 2 && notShard.stderr.contains("not a shard"), "\(notShard.stderr)")

        let bad = try ModernizeBinary.run(["batch", "repos/plain", "--out", "x", "--shard", "3/2"], in: fixture.root.path)
        #expect(bad.status == 2 && bad.stderr.contains("--shard: expected K/N"), "\(bad.stderr)")
    }
}
