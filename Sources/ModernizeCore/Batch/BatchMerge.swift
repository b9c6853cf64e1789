import Foundation

/// `modernize batch-merge --out DIR SHARD_DIR...`: one summary (and one directory of
/// patches, reports and results) from the output directories of `batch --shard K/N` runs,
/// equal to what one unsharded batch over the same list would have written. Refuses to
/// merge when a shard is missing or given twice, when the shards ran different lists,
/// options or tool versions, or when a repository is missing or in two shards.
public enum BatchMerge {
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// The merged summary (not yet written) and, per repository, the shard directory holding
    /// its outputs.
    public static func merge(_ directories: [String]) throws(Refusal) -> (summary: BatchSummary, sources: [String: String]) {
        guard !directories.isEmpty else { throw Refusal(description: "give the output directories of the shards to merge") }
        let shards = try directories.map { directory throws(Refusal) in (directory, try summary(in: directory)) }
        let first = shards[0].1
        guard let info = first.shard else { throw Refusal(description: "\(shards[0].0): not a shard (its batch ran without --shard)") }
        var byIndex: [Int: String] = [:]
        for (directory, summary) in shards {
            guard let shard = summary.shard else { throw Refusal(description: "\(directory): not a shard (its batch ran without --shard)") }
            guard shard.count == info.count, shard.listed == info.listed else {
                throw Refusal(description: "\(directory): shard of another split or repository list than \(shards[0].0)")
            }
            guard summary.options == first.options, summary.tool == first.tool else {
                throw Refusal(description: "\(directory): ran with other options or another tool version than \(shards[0].0)")
            }
            if let earlier = byIndex[shard.index] { throw Refusal(description: "shard \(shard.index)/\(shard.count) given twice: \(earlier) and \(directory)") }
            byIndex[shard.index] = directory
        }
        let missing = (1...info.count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else {
            throw Refusal(description: "missing shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(info.count)" }.joined(separator: ", "))")
        }
        var results: [String: (RepositoryResult, String)] = [:]
        for (directory, summary) in shards {
            for repository in summary.repositories {
                if let other = results[repository.name] {
                    throw Refusal(description: "repository \(repository.name) is in two shards: \(other.1) and \(directory)")
                }
                results[repository.name] = (repository, directory)
            }
        }
        let absent = info.listed.filter { results[$0] == nil }
        guard absent.isEmpty else { throw Refusal(description: "no shard holds repository \(absent.joined(separator: ", "))") }
        let merged = BatchSummary(tool: first.tool, options: first.options, repositories: info.listed.map { results[$0]!.0 })
        return (merged, results.mapValues(\.1))
    }

    /// Writes the merged summary into `output` and copies each repository's outputs there.
    public static func write(_ merged: (summary: BatchSummary, sources: [String: String]), to output: String) throws -> [String] {
        let manager = FileManager.default
        try manager.createDirectory(atPath: output + "/results", withIntermediateDirectories: true)
        for repository in merged.summary.repositories {
            guard let source = merged.sources[repository.name] else { continue }
            for file in [repository.patch, repository.report, "results/\(repository.name).json"].compactMap({ $0 }) {
                let from = source + "/" + file
                guard let data = manager.contents(atPath: from) else {
                    if file.hasPrefix("results/") { continue }  // a failed repository may have no record
                    throw BatchMerge.Refusal(description: "\(from): listed in the shard's summary but missing")
                }
                try OutputFile.write(data, to: output + "/" + file)
            }
        }
        var summary = merged.summary
        BatchFaults.writeSummary(&summary, to: output)
        return summary.outputErrors
    }

    private static func summary(in directory: String) throws(Refusal) -> BatchSummary {
        let path = directory + "/summary.json"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Refusal(description: "\(path): missing (not the output directory of a finished batch)")
        }
        do { return try JSONDecoder().decode(BatchSummary.self, from: data) } catch {
            throw Refusal(description: "\(path): not a batch summary this version can read (\(error.localizedDescription))")
        }
    }
}
