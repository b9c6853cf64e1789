import Foundation

/// Whether git tracks a path: a journal (`GroupJournal`) that came with the repository is not
/// one this machine's run left. Asked with `ls-files` only, with the repository's file-system
/// monitor switched off on the command line, so the question runs no command the repository
/// configures.
enum GitTracking {
    /// True when git lists anything under `relative` in the work tree holding `root`; false
    /// when it lists nothing, when `root` is not in a work tree, or when git is not installed
    /// (the journal's authentication is then the whole check).
    static func tracks(_ relative: String, in root: String) -> Bool {
        guard let git = RepositoryFiles.executable("git") else { return false }
        let arguments = ["-C", root, "-c", "core.fsmonitor=false", "-c", "core.untrackedCache=false", "ls-files", "-z", "--", relative]
        guard let listing = RepositoryFiles.run(git, arguments) else { return false }
        return !listing.isEmpty
    }
}
