import ArgumentParser
import Foundation
import ModernizeCore
import Rewrites

/// What a run reads and with which rules: shared by `diff`, `apply` and `review`.
struct RunInputOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Swift files or directories (default: the current directory; searched recursively for *.swift, skipping .build, .git, Pods, Carthage, DerivedData, .swiftpm).",
            valueName: "paths"),
        completion: .file())
    var givenPaths: [String] = []

    /// The given paths, or the current directory (as `swiftlint` and `ruff check` do).
    var paths: [String] { givenPaths.isEmpty ? ["."] : givenPaths }

    @OptionGroup var rules: RuleSelectionOptions

    @OptionGroup var changed: ChangedFilesOptions

    @Option(name: .customLong("config"), help: ArgumentHelp(
        "Use this configuration file for every file instead of the .modernize.json files found from each file's directory up (its exclude patterns are relative to its own directory).",
        valueName: "file"), completion: .file(extensions: ["json"]))
    var configFile: String?

    @OptionGroup var cacheOptions: CacheOptions

    @OptionGroup(title: "Exact types from your build") var buildIndexOptions: BuildIndexOptions

    /// The run the options describe; nil after printing why it cannot start. `commandLine`
    /// may adjust the settings (`review` offers review rewrites by default).
    /// `standardInputPath`: `diff -` migrates text standing for this file; its directory is
    /// then the given path that bounds the walks for settings (never the text's temporary file).
    func makeRun(
        mode: MigrationRun.Mode, colorDiff: Bool, standardInputPath: String? = nil, quiet: Bool = false,
        commandLine adjust: (inout CommandLineSettings) -> Void = { _ in }
    ) throws -> MigrationRun? {
        var run = MigrationRun(rules: try rules.selectedRules(), options: RuleOptions(), mode: mode, jobs: rules.jobCount, colorDiff: colorDiff)
        run.limits = try rules.limits.limits()
        run.knownRuleIDs = Set(Codemods.table.map(\.id))
        run.buildIndexRequest = buildIndexOptions.request
        let roots = treePaths(standardInputPath: standardInputPath)
        run.cache = standardInputPath == nil ? cacheOptions.cache(forPaths: paths) : nil
        // Text from stdin is never written, so it needs no journal.
        run.journalRoots = standardInputPath == nil ? TreeLock.roots(forPaths: paths) : []
        var commandLine = try rules.commandLineSettings()
        adjust(&commandLine)
        // A dry run over the tree keeps its whole output for the same command over an unchanged
        // tree (`RunMemo`): the settings record what they read, so that it can be checked.
        let memo = mode == .dryRun && run.cache != nil && standardInputPath == nil
        run.settings = settingsResolver(commandLine: commandLine, givenPaths: roots, inputLog: memo ? ProjectFileLog() : nil)
        if memo { run.memoIdentity = Self.memoIdentity() }
        if let selection = changed.selection {
            do {
                run.onlyFiles = try ChangedFiles.list(selection, in: paths[0].isEmpty ? "." : Self.directory(of: paths[0]))
                if !quiet { for note in ChangedFiles.submoduleNotes { Console.error("note: \(note)") } }
            } catch {
                Console.error("error: \(error)")
                return nil
            }
        }
        return run
    }

    /// Settings per file: the command line, then `--config` or the `.modernize.json` files.
    func settingsResolver(commandLine: CommandLineSettings, givenPaths: [String]? = nil, inputLog: ProjectFileLog? = nil) -> SettingsResolver {
        let cwd = FileManager.default.currentDirectoryPath
        return SettingsResolver(
            allRules: Codemods.all, commandLine: commandLine, givenPaths: givenPaths ?? paths, configFile: configFile, inputLog: inputLog,
            display: { $0.hasPrefix(cwd + "/") ? String($0.dropFirst(cwd.count + 1)) : $0 })
    }

    /// What a run memo's key takes from the command line: every argument, and the environment
    /// variables the tool reads (colour, terminal, its own `MODERNIZE_*` settings).
    static func memoIdentity() -> String {
        let environment = ProcessInfo.processInfo.environment
        let read = environment.keys.filter { $0.hasPrefix("MODERNIZE_") || ["NO_COLOR", "TERM", "CLICOLOR", "CLICOLOR_FORCE"].contains($0) }.sorted()
        return (CommandLine.arguments.dropFirst() + read.map { "\($0)=\(environment[$0]!)" }).joined(separator: "\u{0}")
    }

    /// The paths whose tree the run reads: the given ones, or for text from stdin (`diff -`)
    /// the directory of the file it stands for (never the text's temporary file).
    func treePaths(standardInputPath: String?) -> [String] {
        standardInputPath.map { [Self.directory(of: PathText.parent(of: $0))] } ?? paths
    }

    /// The directory holding `path` (itself when it is one), for finding its git work tree.
    static func directory(of path: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        return PathText.parent(of: path)
    }

    func validate() throws {
        if let configFile, !FileManager.default.isReadableFile(atPath: configFile) {
            throw ValidationError("--config: cannot read '\(configFile)'")
        }
    }
}

/// `--changed-since REF` / `--staged`: which files of the given paths are migrated.
struct ChangedFilesOptions: ParsableArguments {
    @Option(name: .customLong("changed-since"), help: ArgumentHelp(
        "Migrate only the Swift files changed since this git ref (committed, staged or not) and untracked ones; the project index still reads every file.",
        valueName: "ref"))
    var changedSince: String?

    @Flag(help: "Migrate only the Swift files staged for the next commit (git); the project index still reads every file.")
    var staged = false

    var selection: ChangedFiles.Selection? {
        if let changedSince { return .since(changedSince) }
        return staged ? .staged : nil
    }

    func validate() throws {
        if changedSince != nil && staged { throw ValidationError("give either --changed-since REF or --staged, not both") }
    }
}

/// Report format and CI gate options: `diff` and `apply` only (`review` talks to a terminal,
/// `batch` writes its own report files).
struct ReportOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Report format: text (diff/summary), json or sarif (one document on stdout), github (Actions workflow commands on stdout), gitlab (GitLab Code Quality JSON), junit (JUnit XML: a test suite per rule, a failure per site left at warning or above), checkstyle (checkstyle XML, as SwiftLint writes it).",
        valueName: "format"))
    var format: ReportFormat = .text

    @Flag(help: ArgumentHelp(
        "Instead of the diff or report, print on stdout how many sites there are per rule, kind (safe rewrite, review rewrite, finding) and short message, most frequent first: a table, or a JSON array with --format json."))
    var statistics = false

    @Flag(help: "Print the time of the index phase, of each phase and of the whole run on stderr, and the rewrite phase's work counted (files parsed for the rules, rule runs, check parses of edited text), which is the same on every run of one tree.")
    var timings = false

    @Flag(name: .customLong("type-report"), help: ArgumentHelp(
        "Report every type question the rules asked: per rule how many were answered and how many were unknown, the unknown ones by what stopped the resolver (a global, a file the index did not read, a cast, ...) with examples, and the findings that came after an unknown type. On stderr after the summary; with --format json, as `typeReport` in the document. Results are computed afresh (the result cache does not keep the questions)."))
    var typeReport = false

    /// For `Benchmarks/bench.sh`: the files this run parsed, one per line, which the
    /// `parse-only` helper parses again to measure the parser's share.
    @Option(help: .hidden)
    var parsedFilesLog: String?

    @Option(name: .customLong("fail-on"), help: ArgumentHelp(
        "Exit 1 when the run leaves a result at or above this severity: error; warning (pending rewrites in diff, review rewrites not applied, findings that need action); note (also information: rewrites held back by the deployment target, remarks about correct code). Applied rewrites never count. `any` means note; `findings` and `review` are deprecated.",
        discussion: "A rule's severity can be set in .modernize.json: \"severity\": {\"gcd-to-task\": \"note\"}. With --baseline, the sites it lists do not count.",
        valueName: "level"))
    var failOn: FailurePolicy?

    @Option(help: ArgumentHelp("Accept the sites listed in this file (from --write-baseline): only new sites are reported and count for the exit status (for diff, accepted pending rewrites no longer make it exit 1).", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Write every site the run leaves (findings, review rewrites not applied, for diff pending rewrites; all of them, also with --baseline) as a baseline file (a new file, or over an earlier baseline; anything else is refused).", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    func validate() throws {
        if statistics, ![.text, .json].contains(format) {
            throw ValidationError("--statistics prints a table, or JSON with --format json; it does not combine with --format \(format.rawValue)")
        }
    }
}
