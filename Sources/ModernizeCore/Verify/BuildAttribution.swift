/// Sorts a build's errors into those the untouched tree had too and new ones, and ties each
/// new one to the units (sites, or whole changes across files) whose written lines it is on.
///
/// An error is old when the baseline had the same message in the same file on the same line
/// of the file as read (lines mapped back through the rewrite); on a line the patch wrote,
/// when the baseline had that message on one of the lines the hunk replaced.
public struct BuildAttribution: Sendable {
    /// A file the round wrote, as the attribution needs it.
    public struct WrittenFile: Sendable {
        /// Absolute (relative paths are taken against the build's directory).
        public let path: String
        public let displayPath: String
        public let lines: LineMap
        /// Set for a file that only exists because of a change across files (all its lines
        /// are that change's), or a file such a change rewrote.
        public let companionUnit: String?
        public let sites: [AppliedSite]

        public init(path: String, displayPath: String, lines: LineMap, companionUnit: String?, sites: [AppliedSite]) {
            self.path = path
            self.displayPath = displayPath
            self.lines = lines
            self.companionUnit = companionUnit
            self.sites = sites
        }
    }

    public struct NewError: Sendable, Equatable {
        public let diagnostic: BuildDiagnostic
        /// Where to say it is: the run's name for the file, else the path as short as it gets.
        public let location: String
        /// The units whose written lines it is on; empty: elsewhere (found by bisection).
        public let units: [String]

        /// "`message` at File.swift:17:43".
        public var quoted: String { "`\(diagnostic.message)`" + (location.isEmpty ? "" : " at \(location)") }

        /// The reason a reverted unit carries.
        public var reason: String { "the build failed with " + quoted }
    }

    let baseline: [BuildDiagnostic]
    /// By normalized path.
    let files: [String: WrittenFile]
    let directory: String

    public init(baseline: [BuildDiagnostic], files: [WrittenFile], directory: String) {
        self.baseline = baseline
        self.files = Dictionary(files.map { (BuildDiagnosticParser.normalize($0.path, directory: directory), $0) }, uniquingKeysWith: { first, _ in first })
        self.directory = BuildDiagnosticParser.normalize(directory, directory: "/")
    }

    /// The errors of `after` that the baseline did not have, in the order printed.
    public func newErrors(_ after: [BuildDiagnostic]) -> [NewError] {
        after.compactMap(classify)
    }

    private func classify(_ error: BuildDiagnostic) -> NewError? {
        guard let path = error.path, let line = error.line else {
            let known = baseline.contains { $0.path == error.path && $0.line == nil && $0.message == error.message }
            return known ? nil : NewError(diagnostic: error, location: describe(error), units: [])
        }
        let location = describe(error)
        guard let file = files[path] else {
            return hadBefore(error.message, path: path, lines: line..<(line + 1)) ? nil : NewError(diagnostic: error, location: location, units: [])
        }
        if let unit = file.companionUnit {
            // A companion file: every line of it is its change's.
            if case .same(let old) = file.lines.origin(ofNewLine: line), hadBefore(error.message, path: path, lines: old..<(old + 1)) { return nil }
            return NewError(diagnostic: error, location: location, units: [unit])
        }
        switch file.lines.origin(ofNewLine: line) {
        case .same(let old):
            return hadBefore(error.message, path: path, lines: old..<(old + 1)) ? nil : NewError(diagnostic: error, location: location, units: [])
        case .written(let replaced):
            if hadBefore(error.message, path: path, lines: replaced) { return nil }
            return NewError(diagnostic: error, location: location, units: units(in: file, touching: replaced))
        }
    }

    private func hadBefore(_ message: String, path: String, lines: Range<Int>) -> Bool {
        baseline.contains { $0.path == path && $0.message == message && $0.line.map(lines.contains) == true }
    }

    /// The units with an edit on the replaced lines (for an insertion: next to where it went).
    private func units(in file: WrittenFile, touching replaced: Range<Int>) -> [String] {
        var found: [String] = []
        for site in file.sites where !found.contains(site.unit) {
            let hit = site.lines.contains { span in
                replaced.isEmpty
                    ? span.first <= replaced.lowerBound && span.last >= replaced.lowerBound - 1
                    : span.first < replaced.upperBound && span.last >= replaced.lowerBound
            }
            if hit { found.append(site.unit) }
        }
        return found
    }

    private func describe(_ error: BuildDiagnostic) -> String {
        guard let path = error.path else { return "" }
        var name = path
        if let file = files[path] {
            name = file.displayPath
        } else if path.hasPrefix(directory + "/") {
            name = String(path.dropFirst(directory.count + 1))
        }
        return [name, error.line.map(String.init), error.column.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }
}
