extension RunReport {
    /// What kept the run from looking at a file, besides the sites: skipped files and internal
    /// rule errors (with their file), and paths that could not be used (without one). The CI
    /// formats report them so a file the tool never read is not passed over silently, as
    /// SARIF's notifications and GitHub's `::error` lines do. A file that does not parse is
    /// not one: it is a `parse-error` result, reported with the sites.
    public var problems: [(path: String?, message: String)] {
        var problems: [(path: String?, message: String)] = pathErrors.map { (nil, $0) }
        for file in files.sorted(by: { $0.path < $1.path }) {
            if case .skipped(let reason) = file.outcome, !file.isParseError { problems.append((file.path, reason)) }
            problems += file.internalErrors.map { (file.path, $0.formatted) }
        }
        return problems
    }
}
