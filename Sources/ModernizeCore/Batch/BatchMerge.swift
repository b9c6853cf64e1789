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
            try checkNames(summary, in: directory)
            for repository in summary.repositories {
                if let other = results[repository.name] {
                    throw Refusal(description: "repository \(repository.name) is in two shards: \(other.1) and \(directory)")
                }
                results[repository.name] = (repository, directory)
            }
        }
        let absent = info.listed.filter { results[$0] == nil }
        guard absent.isEmpty else { throw Refusal(description: "no shard holds repository \(absent.joined(separator: ", "))") }
        var merged = BatchSummary(tool: first.tool, options: first.options, repositories: info.listed.map { results[$0]!.0 })
        merged.run = BatchSummary.RunTime.spanning(shards.map(\.1.run))
        return (merged, results.mapValues(\.1))
    }

    /// Names in a summary become paths: anything but a batch's own names is a corrupt shard.
    private static func checkNames(_ summary: BatchSummary, in directory: String) throws(Refusal) {
        func corrupt(_ what: String) -> Refusal {
            Refusal(description: "\(directory)/summary.json: corrupt shard: \(what) is not a name a batch writes")
        }
        for name in summary.shard?.listed ?? [] where !BatchOutputNames.isRepositoryName(name) {
            throw corrupt("repository name '\(name)'")
        }
        for repository in summary.repositories {
            let name = repository.name
            guard BatchOutputNames.isRepositoryName(name) else { throw corrupt("repository name '\(name)'") }
            if let patch = repository.patch, !BatchOutputNames.isPatch(patch, of: name) { throw corrupt("patch '\(patch)'") }
            if let report = repository.report, !BatchOutputNames.isReport(report, of: name) { throw corrupt("report '\(report)'") }
        }
    }

    private static func summary(in directory: String) throws(Refusal) -> BatchSummary {
        let path = directory + "/summary.json"
        guard let data = try readShardFile(directory, "summary.json") else {
            throw Refusal(description: "\(path): missing (not the output directory of a finished batch)")
        }
        let summary: BatchSummary
        do { summary = try JSONDecoder().decode(BatchSummary.self, from: data) } catch {
            throw Refusal(description: "\(path): not a batch summary this version can read (\(error.localizedDescription))")
        }
        if let problem = BatchSummaryCheck.problem(in: summary) { throw Refusal(description: "\(path): corrupt shard: \(problem)") }
        return summary
    }
}
