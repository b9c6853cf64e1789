import ModernizeCore

/// Runs `apply --verify` and prints how a failed loop ended; the caller prints the report.
enum VerifyCLI {
    static func run(_ run: MigrationRun, paths: [String], settings: VerifySettings, quiet: Bool, accepted: Set<String>? = nil) -> VerifyOutcome {
        let outcome = run.verifiedRun(paths: paths, settings: settings, accepted: accepted, progress: quiet ? nil : { Console.error($0) })
        guard case .failed(let reason, let summary, let problems) = outcome else { return outcome }
        for problem in problems { Console.error("error: \(problem)") }
        let restored = problems.isEmpty
            ? "every file has its original bytes again (nothing was changed)"
            : "the other files have their original bytes again"
        Console.error("error: --verify: \(reason); \(restored)")
        if !summary.builds.isEmpty { Console.error(summary.line) }
        return outcome
    }
}
