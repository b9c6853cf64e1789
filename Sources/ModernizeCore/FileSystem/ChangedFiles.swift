import Foundation

/// `--changed-since REF` / `--staged`: the Swift files git reports as changed, so a pull
/// request's run looks only at what it touches. Uses git plumbing in the work tree holding the
/// given directory.
public enum ChangedFiles {
    public enum Selection: Sendable, Equatable {
        /// Changed relative to a ref (committed, staged or not), plus untracked files.
        case since(String)
        /// Staged for the next commit.
        case staged

        public var description: String {
            switch self {
            case .since(let ref): "changed since \(ref)"
            case .staged: "staged"
            }
        }
    }

    public struct Problem: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Absolute, standardized paths of the selected Swift files in the work tree around
    /// `directory`.
    public static func list(_ selection: Selection, in directory: String) throws(Problem) -> Set<String> {
        guard let git = RepositoryFiles.executable("git") else { throw Problem(description: "git not found on PATH") }
        guard let topData = RepositoryFiles.run(git, ["-C", directory, "rev-parse", "--show-toplevel"]) else {
            throw Problem(description: "\(directory) is not inside a git work tree (--changed-since and --staged need one)")
        }
        let top = String(decoding: topData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var listings: [Data] = []
        switch selection {
        case .since(let ref):
            guard RepositoryFiles.run(git, ["-C", top, "rev-parse", "--verify", "--quiet", ref + "^{commit}"]) != nil else {
                throw Problem(description: "--changed-since: '\(ref)' is not a commit, branch or tag in \(top)")
            }
            guard let changed = RepositoryFiles.run(git, ["-C", top, "diff", "--name-only", "-z", "--diff-filter=ACMR", ref, "--"]),
                  let untracked = RepositoryFiles.run(git, ["-C", top, "ls-files", "-z", "--others", "--exclude-standard"]) else {
                throw Problem(description: "git could not list the files changed since \(ref)")
            }
            listings = [changed, untracked]
        case .staged:
            guard let staged = RepositoryFiles.run(git, ["-C", top, "diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR"]) else {
                throw Problem(description: "git could not list the staged files")
            }
            listings = [staged]
        }
        var paths: Set<String> = []
        var submodules: Set<String> = []
        for listing in listings {
            for entry in listing.split(separator: 0) {
                let relative = String(decoding: entry, as: UTF8.self)
                guard relative.hasSuffix(".swift") else {
                    // git names a changed submodule by its directory: its files are not listed.
                    if RepositoryFiles.isSubmodule(top + "/" + relative) { submodules.insert(relative) }
                    continue
                }
                paths.insert(URL(fileURLWithPath: top + "/" + relative).standardizedFileURL.resolvingSymlinksInPath().path)
            }
        }
        submoduleNotes = submodules.sorted().map {
            "\($0): a git submodule that changed; its files are not selected (run in the submodule to migrate them)"
        }
        return paths
    }

    /// Set by `list`: changed submodules, whose files it does not select.
    nonisolated(unsafe) public private(set) static var submoduleNotes: [String] = []
}

extension ChangedFiles {
    /// `--only-changed-lines`: per absolute, standardized path, the lines (of the file as it
    /// is now) that changed in the selection; `nil` for a file that is new to git (untracked),
    /// all of whose lines count. From `git diff -U0` hunk headers.
    public static func lines(_ selection: Selection, in directory: String) throws(Problem) -> [String: [LineSpan]?] {
        guard let git = RepositoryFiles.executable("git") else { throw Problem(description: "git not found on PATH") }
        guard let topData = RepositoryFiles.run(git, ["-C", directory, "rev-parse", "--show-toplevel"]) else {
            throw Problem(description: "\(directory) is not inside a git work tree (--only-changed-lines needs one)")
        }
        let top = String(decoding: topData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let common = ["-C", top, "-c", "core.quotePath=false", "diff", "-U0", "--no-color", "--no-ext-diff", "--diff-filter=ACMR"]
        let range: [String]
        switch selection {
        case .since(let ref): range = [ref]
        case .staged: range = ["--cached"]
        }
        guard let diff = RepositoryFiles.run(git, common + range + ["--"]) else {
            throw Problem(description: "git could not list the lines \(selection.description)")
        }
        var result: [String: [LineSpan]?] = [:]
        var current: String?
        for line in String(decoding: diff, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = line.dropFirst(4)
                current = name.hasPrefix("b/") ? standardized(top + "/" + name.dropFirst(2)) : nil
                if let current, result[current] == nil { result[current] = .some([]) }
            } else if line.hasPrefix("@@ "), let current, let span = newSideSpan(line) {
                let known: [LineSpan]? = result[current] ?? nil
                result[current] = .some((known ?? []) + [span])
            }
        }
        if case .since = selection, let untracked = RepositoryFiles.run(git, ["-C", top, "ls-files", "-z", "--others", "--exclude-standard"]) {
            for entry in untracked.split(separator: 0) { result[standardized(top + "/" + String(decoding: entry, as: UTF8.self))] = .some(nil) }
        }
        return result
    }

    /// `@@ -a,b +c,d @@`: lines c...c+d-1 (d defaults to 1; 0 is a deletion, no new line).
    static func newSideSpan(_ header: Substring) -> LineSpan? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",")
        guard let start = Int(parts[0]) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return count == 0 ? nil : LineSpan(first: start, last: start + count - 1)
    }

    public static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
