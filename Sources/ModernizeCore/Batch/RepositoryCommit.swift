import Foundation

/// The commit a repository was at when a batch read it, recorded in `summary.json` so runs
/// weeks apart can be told apart (same counts at another commit, or the same commit again).
enum RepositoryCommit {
    static let notGit = "not a git repository"

    /// `HEAD`'s hash; "not a git repository", "no commit yet", or "unknown (git not found)".
    static func of(root: String) -> String {
        guard let git = RepositoryFiles.executable("git") else { return "unknown (git not found)" }
        func text(_ data: Data?) -> String? {
            data.map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        guard text(RepositoryFiles.run(git, ["-C", root, "rev-parse", "--is-inside-work-tree"])) == "true" else { return notGit }
        guard let head = text(RepositoryFiles.run(git, ["-C", root, "rev-parse", "--verify", "--quiet", "HEAD"])), !head.isEmpty else {
            return "no commit yet"
        }
        return head
    }
}
