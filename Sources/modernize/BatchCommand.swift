import ArgumentParser
import Foundation
import ModernizeCore
import Rewrites

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Run the rules over many repositories; write a patch per repository and a summary.",
        discussion: """
            For each repository: its Swift files (`git ls-files` in a git work tree, so ignored \
            files are skipped; otherwise a walk skipping .build, .git, Pods, Carthage, \
            DerivedData, .swiftpm), then DIR/<repository>.patch (dry run, the default) or the \
            files rewritten in place (--apply). DIR/summary.json and DIR/summary.md summarise \
            every repository. A repository that fails is recorded and the batch goes on.

            Exit status: 0 every repository processed, 2 some repository failed or bad arguments.

            Example: modernize batch --repos-file repos.txt --out results/

            With --apply --verify CMD, CMD runs in each repository's root (as `apply --verify` \
            does in the current directory): only the rewrites its build accepts are kept; its \
            output goes to DIR/<repository>.verify.log. \
            Example: modernize batch --apply --include-review --verify 'swift build' --out results/ repo1 repo2

            Across machines: give every runner the same list and --shard K/N (K = 1...N); each \
            processes a fixed part of it. `modernize batch-merge --out all/ shard-1/ ... shard-N/` \
            then writes the summary one unsharded batch would have written.
            """
    )

    @Argument(help: "Repository roots.", completion: .directory)
    var repositories: [String] = []

    @Option(name: .customLong("repos-file"), help: ArgumentHelp("A file listing repository roots, one per line (# comments, blank lines ignored; relative paths are relative to the file).", valueName: "file"),
            completion: .file())
    var reposFile: String?

    @Option(name: .customLong("out"), help: ArgumentHelp("Directory for patches, reports and the summary (created if missing).", valueName: "dir"),
            completion: .directory)
    var outputDirectory: String

    @Flag(help: "Rewrite the repositories in place instead of writing patches.")
    var apply = false

    @Flag(help: "Skip repositories whose complete result (same options) is already in the output directory.")
    var resume = false

    @Flag(help: "Write into an output directory that an earlier batch did not create (files named like the outputs are replaced).")
    var force = false

    @Flag(help: "No progress output.")
    var quiet = false

    @Option(help: ArgumentHelp(
        "Process only part K of N of the repository list (e.g. 2/4), chosen by a stable hash of each repository's name; N runs with K = 1...N cover every repository once. Combine their outputs with `modernize batch-merge`.",
        valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Report format written per repository next to its patch: text (the patch only), json or sarif.", valueName: "format"))
    var format: ReportFormat = .text

    @Flag(name: .customLong("no-cache"), help: "Do not read or write the result cache (by default each repository uses the one `modernize diff REPO` uses).")
    var noCache = false

    @OptionGroup var rules: RuleSelectionOptions

    @OptionGroup(title: "Compiler in the loop") var verify: VerifyOptions

    @OptionGroup(title: "Exact types from your build") var buildIndexOptions: BuildIndexOptions

    func validate() throws {
        if case .store = buildIndexOptions.request.choice {
            throw ValidationError("--build-index: batch reads each repository's own store; give auto or none")
        }
        if verify.verify != nil, !apply { throw ValidationError("--verify needs --apply: the builds run on the rewritten repositories") }
        if verify.log != nil { throw ValidationError("--verify-log is for apply; batch writes each repository's build output to DIR/<repository>.verify.log") }
        if !ReportFormat.batchFormats.contains(format) {
            throw ValidationError("batch writes report files: use --format text, json or sarif (\(format.rawValue) is a diff/apply format)")
        }
        if let shard, BatchShard(parsing: shard) == nil {
            throw ValidationError("--shard: expected K/N with 1 <= K <= N <= \(BatchShard.maximumCount) (e.g. 1/4), got '\(shard)'")
        }
        guard !repositories.isEmpty || reposFile != nil else {
            throw ValidationError("give at least one repository directory or --repos-file")
        }
    }

    func run() throws {
        var paths = repositories
        if let reposFile {
            guard let text = try? String(contentsOfFile: reposFile, encoding: .utf8) else {
                throw ValidationError("--repos-file: cannot read '\(reposFile)'")
            }
            paths += RepositoryList.paths(inReposFile: text, directory: (reposFile as NSString).deletingLastPathComponent)
        }
        let unique = RepositoryList.deduplicated(paths)
        for duplicate in unique.duplicates {
            Console.error("note: \(duplicate.path): the same directory as \(duplicate.sameAs); processed once")
        }
        paths = unique.paths
        var options = try rules.batchOptions(outputDirectory: outputDirectory, apply: apply, resume: resume, format: format, cache: !noCache)
        options.verify = verify.settings(directory: "")
        options.buildIndex = buildIndexOptions.request
        let progress = quiet ? nil : BatchProgress(interactive: Console.stderrIsTerminal) { Console.error($0, newline: false, escaping: false) }
        if ProcessInfo.processInfo.environment["MODERNIZE_BATCH_IN_PROCESS"] != "1" {
            options.isolation = BatchWorkerCommand.isolation(
                apply: apply, out: outputDirectory, format: format, cache: !noCache, rules: rules, verify: verify, buildIndex: buildIndexOptions,
                interactiveProgress: !quiet && Console.stderrIsTerminal)
        }
        let summary: BatchSummary
        let lock: TreeLock
        do {
            lock = try OutputDirectoryGuard.prepare(outputDirectory, resume: resume, force: force)
        } catch {
            Console.error("error: \(error is OutputDirectoryGuard.Refusal ? "\(error)" : "\(outputDirectory): \(error.localizedDescription)")")
            throw ExitCode(ModernizeCore.ExitStatus.error)
        }
        defer { lock.release() }
        var selected = RepositoryList.repositories(paths)
        if let shard = shard.flatMap(BatchShard.init(parsing:)) {
            options.shard = ShardInfo(shard, listed: selected.map(\.name))
            selected = selected.filter(shard.contains)
        }
        do {
            summary = try BatchRunner(options: options, progress: progress).run(selected)
        } catch {
            Console.error("error: \(outputDirectory): \(error.localizedDescription)")
            throw ExitCode(ModernizeCore.ExitStatus.error)
        }
        for problem in summary.outputErrors { Console.error("error: \(problem)") }
        if quiet {
            for repository in summary.repositories where repository.status == .failed {
                Console.error("error: \(repository.name): \(repository.error ?? "failed")")
            }
        } else {
            let totals = summary.totals
            Console.error(
                "\(Plural.counted(totals.repositories, "repository", "repositories")): \(totals.succeeded) ok, \(totals.failed) failed; "
                    + "\(Plural.counted(totals.files.changed, "file")) \(apply ? "changed" : "with changes"); summary in \(outputDirectory)/summary.md")
        }
        if !summary.allSucceeded { throw ExitCode(ModernizeCore.ExitStatus.error) }
    }
}
