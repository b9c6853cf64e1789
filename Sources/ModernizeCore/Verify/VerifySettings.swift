/// `--verify CMD` and its bounds.
public struct VerifySettings: Sendable {
    /// Run through `/bin/sh -c` in `directory`.
    public var command: String
    public var directory: String
    /// Where every build's output goes (appended), instead of the terminal.
    public var logPath: String
    /// Builds allowed after the baseline (rounds and bisection steps together).
    public var maxBuilds: Int
    /// Seconds per build; nil: no limit.
    public var timeout: Double?

    public static let defaultMaxBuilds = 8

    public init(command: String, directory: String, logPath: String, maxBuilds: Int = Self.defaultMaxBuilds, timeout: Double? = nil) {
        self.command = command
        self.directory = directory
        self.logPath = logPath
        self.maxBuilds = maxBuilds
        self.timeout = timeout
    }
}

/// What the loop did: for the summary line and the reports.
public struct VerifySummary: Sendable {
    public struct Build: Sendable {
        public let title: String
        public let seconds: Double
        /// nil: killed (timeout, interrupt).
        public let status: Int32?
        public let newErrors: Int
    }

    public var builds: [Build] = []
    /// Units reverted, in the order decided, with the compiler's reason.
    public var reverted: [(unit: String, reason: String)] = []
    /// Sites applied in the end.
    public var keptSites = 0
    /// Sites reported instead of applied because the build rejected their unit (a change
    /// across files counts all its sites).
    public var revertedSites = 0
    public var logPath: String

    public init(logPath: String) { self.logPath = logPath }

    public var totalSeconds: Double { builds.map(\.seconds).reduce(0, +) }

    /// `verify: 4 builds in 12.3 s (baseline 3.1 s); 5 rewrites kept, 1 reverted; build log: PATH`
    /// (rewrites are sites; a change across files counts each of its sites)
    public var line: String {
        let baseline = builds.first.map { String(format: " (baseline %.1f s)", $0.seconds) } ?? ""
        return "verify: \(builds.count) build\(builds.count == 1 ? "" : "s") in \(String(format: "%.1f s", totalSeconds))\(baseline); "
            + "\(keptSites) rewrite\(keptSites == 1 ? "" : "s") kept, \(revertedSites) reverted; build log: \(logPath)"
    }
}

/// How `--verify` ended.
public enum VerifyOutcome: Sendable {
    /// The tree holds the rewrites the build accepted; `report` is that round's.
    case verified(RunReport, VerifySummary)
    /// Nothing is kept: every file holds its original bytes again, except those named in
    /// `restoreProblems` (changed by someone else meanwhile). `report`: the last round's.
    case failed(reason: String, summary: VerifySummary, restoreProblems: [String])
}
