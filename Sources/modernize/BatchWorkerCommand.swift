import ArgumentParser
import Foundation
import ModernizeCore
import Rewrites

/// `modernize _batch-repository`: the batch's worker process for one repository (hidden). The
/// batch runs each repository in one so a crash is recorded as that repository's failure.
struct BatchWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "_batch-repository", abstract: "Internal: one repository of a batch.", shouldDisplay: false)

    /// Test-only: a worker for the repository of this name crashes (SIGSEGV) before doing
    /// anything, to prove that a crashing repository does not stop the batch.
    static let crashHook = "MODERNIZE_TEST_CRASH_REPOSITORY"

    @Option var out: String
    @Option var path: String
    @Option var absolutePath: String
    @Option var name: String
    @Option var index: Int
    @Option var count: Int
    /// The batch process: the worker ends when it is gone (`CoordinatorWatch`).
    @Option var coordinator: Int32?
    @Flag var apply = false
    @Flag var interactiveProgress = false
    @Flag var noCache = false
    @Option var format: ReportFormat = .text
    @OptionGroup var rules: RuleSelectionOptions
    @OptionGroup var verify: VerifyOptions
    @OptionGroup var buildIndexOptions: BuildIndexOptions

    func run() throws {
        if let coordinator, !CoordinatorWatch.start(coordinator: coordinator) { throw ExitCode(3) }
        if ProcessInfo.processInfo.environment[Self.crashHook] == name { raise(SIGSEGV) }
        var options = try rules.batchOptions(outputDirectory: out, apply: apply, resume: false, format: format, cache: !noCache)
        options.verify = verify.settings(directory: "")
        options.buildIndex = buildIndexOptions.request
        let progress = interactiveProgress ? BatchProgress(interactive: true) { Console.error($0, newline: false, escaping: false) } : nil
        let repository = Repository.named(name, path: path, absolutePath: absolutePath)
        let result = BatchRunner(options: options, progress: progress).processRepository(repository, index: index, count: count)
        Console.raw(BatchRunner.encodedResult(result))
    }

    /// How the batch starts a worker: this binary, the batch's own rule options.
    static func isolation(
        apply: Bool, out: String, format: ReportFormat, cache: Bool, rules: RuleSelectionOptions, verify: VerifyOptions, buildIndex: BuildIndexOptions,
        interactiveProgress: Bool
    ) -> RepositoryIsolation {
        let executable = Bundle.main.executableURL?.path ?? CommandLine.arguments[0]
        let forwarded = ["--format", format.rawValue] + (cache ? [] : ["--no-cache"]) + rules.forwardedArguments + verify.forwardedArguments + buildIndex.forwardedArguments
        let coordinator = getpid()
        return RepositoryIsolation(executable: executable) { repository, index, count in
            ["_batch-repository", "--out", out, "--path", repository.path, "--absolute-path", repository.absolutePath,
             "--name", repository.name, "--index", "\(index)", "--count", "\(count)", "--coordinator", "\(coordinator)"]
                + (apply ? ["--apply"] : []) + (interactiveProgress ? ["--interactive-progress"] : []) + forwarded
        }
    }
}

extension RuleSelectionOptions {
    /// The batch's options as the command line gives them, for the batch and its workers alike.
    /// `cache`: each repository uses the result cache `modernize diff REPO` would.
    func batchOptions(outputDirectory: String, apply: Bool, resume: Bool, format: ReportFormat, cache: Bool) throws -> BatchOptions {
        var options = BatchOptions(
            outputDirectory: outputDirectory, mode: apply ? .apply : .dryRun, resume: resume, jobs: jobCount,
            format: format, allRules: Codemods.all, commandLine: try commandLineSettings(),
            toolVersion: Modernize.version)
        options.limits = try limits.limits()
        options.knownRuleIDs = Set(Codemods.table.map(\.id))
        options.cacheIdentity = cache ? ResultCache.identity(version: Modernize.version) : nil
        return options
    }

    /// These options as arguments again, for a worker process.
    var forwardedArguments: [String] {
        var arguments = ["--jobs", "\(jobCount)",
                         "--max-file-size", limits.maximumFileSize, "--file-timeout", "\(limits.fileTimeout)"]
        if let onlyRules { arguments += ["--rules=" + onlyRules] }
        if let disabledRules { arguments += ["--disable=" + disabledRules] }
        if let minimumIOS { arguments += ["--min-ios=" + minimumIOS] }
        if includeReview { arguments.append("--include-review") }
        if let includeReviewRules { arguments += ["--include-review-rules=" + includeReviewRules] }
        if includeGenerated { arguments.append("--include-generated") }
        return arguments
    }
}
