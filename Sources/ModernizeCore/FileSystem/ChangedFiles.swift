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
