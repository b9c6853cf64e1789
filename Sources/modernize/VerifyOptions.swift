import ArgumentParser
import Foundation
import ModernizeCore

/// `apply --verify CMD`: the compiler in the loop.
struct VerifyOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Keep only the rewrites your build accepts: CMD runs (through /bin/sh -c, in the current directory) on the untouched tree, then with the rewrites; a rewrite its new errors point at is reverted and reported, and the build runs again. If the build cannot be brought back to no new errors, every file is restored and the exit status is 2. Example: --verify 'swift build'",
        valueName: "CMD"))
    var verify: String?

    @Option(name: .customLong("verify-max-builds"), parsing: .unconditional, help: ArgumentHelp(
        "Builds --verify may run after the baseline, rounds and bisection steps together (1 to 1000).",
        valueName: "N"), transform: NumericOption.integer(in: 1...1000, accepted: "1 to 1000"))
    var maxBuilds: Int = VerifySettings.defaultMaxBuilds

    @Option(name: .customLong("verify-timeout"), parsing: .unconditional, help: ArgumentHelp(
        "Kill a --verify build (with its process group) that runs longer than this (at most 86400, a day); the files are then restored and the exit status is 2. Default: no limit.",
        valueName: "seconds"),
        transform: NumericOption.seconds(in: 0...NumericOption.longestSeconds, zeroAllowed: false, accepted: "more than 0, up to 86400 seconds"))
    var timeout: Double?

    @Option(name: .customLong("verify-log"), help: ArgumentHelp(
        "Where the builds' output goes (appended; default: a new file in the temporary directory, named in the summary). A new file, or an earlier build log: a link, FIFO, source file or any other file is refused.",
        valueName: "file"), completion: .file())
    var log: String?

    func validate() throws {
        let given = maxBuilds != VerifySettings.defaultMaxBuilds || timeout != nil || log != nil
        if verify == nil, given { throw ValidationError("--verify-max-builds, --verify-timeout and --verify-log need --verify CMD") }
        if let verify, verify.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--verify: the build command is empty") }
        if let log {
            do { try VerifyLogTarget.check(log) } catch { throw ValidationError("--verify-log \(error)") }
        }
    }

    /// These options as arguments again, for a batch worker process.
    var forwardedArguments: [String] {
        guard let verify else { return [] }
        return ["--verify=" + verify, "--verify-max-builds", "\(maxBuilds)"] + (timeout.map { ["--verify-timeout", "\($0)"] } ?? [])
    }

    /// The settings for a run in `directory`; nil without --verify.
    func settings(directory: String) -> VerifySettings? {
        guard let verify else { return nil }
        let logPath = log.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? NSTemporaryDirectory() + "modernize-verify-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log"
        return VerifySettings(command: verify, directory: directory, logPath: logPath, maxBuilds: maxBuilds, timeout: timeout)
    }
}
