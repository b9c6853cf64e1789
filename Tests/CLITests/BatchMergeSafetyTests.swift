import Foundation
import TestSupport
import Testing

/// Issue 31, items 3 and 15: a shard's outputs are input to `batch-merge` like any other; names
/// in them never leave their directory, and a merge that fails writes nothing.
@Suite struct BatchMergeSafetyTests {
    /// Two shards of two repositories, each with a patch; returns the directory and, per shard
    /// directory, the names of its repositories.
    static func shards() throws -> (TemporaryDirectory, [String: [String]]) {
        let directory = try TemporaryDirectory()
        let names = ["alpha", "beta", "gamma", "delta"]
        for name in names { try directory.write("repos/\(name)/List.swift", Fixtures.legacy) }
        try directory.write("all.txt", names.map { "repos/\($0)" }.joined(separator: "\n") + "\n")
        var held: [String: [String]] = [:]
        for shard in 1...2 {
            let result = try ModernizeBinary.run(
                ["batch", "--repos-file", "all.txt", "--out", "s\(shard)", "--shard", "\(shard)/2", "--quiet"], in: directory.path)
            #expect(result.status == 0, "\(result.stderr)")
            held["s\(shard)"] = try repositories(in: directory, "s\(shard)").compactMap { $0["name"] as? String }
        }
        return (directory, held)
    }

    static func repositories(in directory: TemporaryDirectory, _ shard: String) throws -> [[String: Any]] {
        let summary = try #require(JSONSerialization.jsonObject(with: Data(directory.read(shard + "/summary.json"))) as? [String: Any])
        return try #require(summary["repositories"] as? [[String: Any]])
    }

    /// Edits the first repository entry of a shard's summary.json.
    static func edit(_ directory: TemporaryDirectory, _ shard: String, _ change: (inout [String: Any]) -> Void) throws {
        var summary = try #require(JSONSerialization.jsonObject(with: Data(directory.read(shard + "/summary.json"))) as? [String: Any])
        var repositories = try #require(summary["repositories"] as? [[String: Any]])
        change(&repositories[0])
        summary["repositories"] = repositories
        try directory.write(shard + "/summary.json", bytes: Array(JSONSerialization.data(withJSONObject: summary)))
    }

    /// The shard holding at least one repository (the hash may put all in one).
    static func nonEmptyShard(_ held: [String: [String]]) throws -> (shard: String, name: String) {
        let shard = try #require(held.keys.sorted().first { !(held[$0] ?? []).isEmpty })
        return (shard, held[shard]![0])
    }

    @Test func namesInASummaryThatLeaveTheShardAreRefused() throws {
        let (directory, held) = try Self.shards()
        let (shard, name) = try Self.nonEmptyShard(held)
        let victim = try directory.write("victim.txt", "secret\n")
        chmod(victim, 0o600)
        let original = try directory.read(shard + "/summary.json")
        for (key, value) in [("patch", "../victim.txt"), ("report", "/etc/passwd"), ("name", "../../escape")] {
            try directory.write(shard + "/summary.json", bytes: original)
            try Self.edit(directory, shard) { $0[key] = value }
            let merged = try ModernizeBinary.run(["batch-merge", "--out", "merged", "s1", "s2"], in: directory.path)
            #expect(merged.status == 2, "\(key): \(merged.stderr)")
            #expect(merged.stderr.contains("corrupt shard: "), "\(key): \(merged.stderr)")
            #expect(merged.stderr.contains("'\(value)' is not a name a batch writes"), "\(key): \(merged.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory.path + "/merged"), "\(key): nothing is written")
        }
        #expect(try directory.readText("victim.txt") == "secret\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/escape"))

        // A link in place of a listed output is not followed.
        try directory.write(shard + "/summary.json", bytes: original)
        try FileManager.default.removeItem(atPath: directory.path + "/\(shard)/\(name).patch")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/\(shard)/\(name).patch", withDestinationPath: victim)
        let linked = try ModernizeBinary.run(["batch-merge", "--out", "merged", "s1", "s2"], in: directory.path)
        #expect(linked.status == 2, "\(linked.stderr)")
        #expect(linked.stderr.contains("\(name).patch: corrupt shard: not a regular file"), "\(linked.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/merged"))
    }

    @Test func aFailingMergeWritesNothingAndACorruptResultIsNotCopied() throws {
        let (directory, held) = try Self.shards()
        let (shard, name) = try Self.nonEmptyShard(held)
        let resultPath = "\(shard)/results/\(name).json"
        let result = try directory.readText(resultPath)

        // A result that says something else than the summary.
        try directory.write(resultPath, result.replacingOccurrences(of: "\"ok\"", with: "\"failed\""))
        let tampered = try ModernizeBinary.run(["batch-merge", "--out", "merged", "s1", "s2"], in: directory.path)
        #expect(tampered.status == 2, "\(tampered.stderr)")
        #expect(tampered.stderr.contains("results/\(name).json: corrupt shard: the result does not match"), "\(tampered.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/merged"), "nothing is written")

        // Not JSON at all.
        try directory.write(resultPath, "{ truncated")
        let truncated = try ModernizeBinary.run(["batch-merge", "--out", "merged", "s1", "s2"], in: directory.path)
        #expect(truncated.status == 2 && truncated.stderr.contains("corrupt shard"), "\(truncated.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/merged"))

        // The last repository's patch gone: the ones before it are not copied either.
        try directory.write(resultPath, result)
        let last = try #require(held.keys.sorted().last { !(held[$0] ?? []).isEmpty })
        let lastName = try #require(held[last]?.last)
        try FileManager.default.removeItem(atPath: directory.path + "/\(last)/\(lastName).patch")
        try directory.write("merged/.modernize-batch", "{ \"createdBy\": \"modernize batch\" }\n")
        let missing = try ModernizeBinary.run(["batch-merge", "--out", "merged", "s1", "s2"], in: directory.path)
        #expect(missing.status == 2, "\(missing.stderr)")
        #expect(missing.stderr.contains("\(lastName).patch: listed in the shard's summary but missing"), "\(missing.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/merged") == [".modernize-batch"])

        // Whole again: the merge writes everything.
        let again = try ModernizeBinary.run(["batch", "--repos-file", "all.txt", "--out", last, "--shard", last == "s1" ? "1/2" : "2/2", "--quiet"], in: directory.path)
        #expect(again.status == 0, "\(again.stderr)")
        let merged = try ModernizeBinary.run(["batch-merge", "--out", "merged", "s1", "s2"], in: directory.path)
        #expect(merged.status == 0, "\(merged.stderr)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/merged").sorted().filter { !$0.hasSuffix(".findings.txt") }
        #expect(entries == [".modernize-batch", "alpha.patch", "beta.patch", "delta.patch", "gamma.patch", "results", "summary.json", "summary.md"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/merged/results").count == 4)
    }
}
