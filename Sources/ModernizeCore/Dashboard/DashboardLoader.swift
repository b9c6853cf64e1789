import Foundation

extension Dashboard {
    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads a batch output directory (a plain batch, a shard or a `batch-merge` output).
    /// Names in its summary become paths, so they are checked against the shapes a batch
    /// writes first, and no link is followed: a summary cannot make the report read a file
    /// outside the directory given.
    public static func load(_ directory: String, findingsCap: Int) throws(LoadError) -> Run {
        let summary: BatchSummary
        do {
            guard let data = try BatchMerge.readShardFile(directory, "summary.json") else {
                throw LoadError(description: "\(directory)/summary.json: missing (not the output directory of a finished `modernize batch`)")
            }
            summary = try JSONDecoder().decode(BatchSummary.self, from: data)
        } catch let error as LoadError {
            throw error
        } catch let error as BatchMerge.Refusal {
            throw LoadError(description: error.description.replacingOccurrences(of: "corrupt shard: ", with: ""))
        } catch {
            throw LoadError(description: "\(directory)/summary.json: not a batch summary this version can read (\(error.localizedDescription))")
        }
        if let problem = BatchSummaryCheck.problem(in: summary) {
            throw LoadError(description: "\(directory)/summary.json: not a batch summary: \(problem)")
        }
        let applied = summary.options.mode == "apply"
        var repositories: [Repository] = []
        for result in summary.repositories {
            guard BatchOutputNames.isRepositoryName(result.name) else {
                throw LoadError(description: "\(directory)/summary.json: repository name '\(result.name)' is not a name a batch writes")
            }
            let patch = result.patch.flatMap { BatchOutputNames.isPatch($0, of: result.name) ? $0 : nil }
            let report = result.report.flatMap { BatchOutputNames.isReport($0, of: result.name) ? $0 : nil }
            let rules = result.rules.mapValues { SitesLeft($0, applied: applied) }
            var repository = Repository(
                name: result.name, path: result.path, commit: result.commit ?? "unknown", status: result.status.rawValue,
                error: result.error, filesScanned: result.files.scanned, filesChanged: result.files.changed, rules: rules,
                findings: [], findingsNotListed: 0, reportFile: report, patchFile: patch)
            // Raw counts, applied rewrites included: the sites this run found, for `percentDone`.
            for counts in result.rules.values {
                repository.sitesCounted += counts.safe + counts.review + counts.finding
                repository.sitesRewritable += counts.safe + counts.review
            }
            let expected = rules.values.reduce(0) { $0 + $1.finding + $1.review }
            if let report {
                do {
                    if let data = try BatchMerge.readShardFile(directory, report) {
                        let all = FindingsReader.findings(in: data, format: report)
                        repository.findings = Array(all.prefix(findingsCap))
                        repository.findingsNotListed = all.count - repository.findings.count
                    } else if expected > 0 {
                        repository.findingsNote = "its report \(report) is no longer in \(directory)"
                    }
                } catch {
                    repository.findingsNote = "its report could not be read: \(error.description)"
                }
            } else if expected > 0 {
                repository.findingsNote = "the batch wrote no report for it"
            }
            repositories.append(repository)
        }
        let options = summary.options
        let described = [
            "mode \(options.mode)", "deployment target " + (options.minimumIOS.map { "iOS \($0)" } ?? "per repository"),
            "review rewrites included: \(options.includeReview ?? "none")", options.includeGenerated ? "generated files included" : nil,
            "report format \(options.format)",
        ].compactMap { $0 }.joined(separator: ", ")
        return Run(
            directory: directory, startedAt: summary.run?.startedAt ?? "unknown", toolVersion: summary.tool.version,
            mode: options.mode, rules: options.rules, options: described, repositories: repositories)
    }
}
