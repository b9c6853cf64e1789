import Foundation

/// The `.modernize.json` files that apply to a directory, nearest first: the nearest file,
/// then those of its parent directories up to the repository root (the walk's boundary), up
/// to and including the first one that says `"root": true`. Each key comes from the nearest
/// file that sets it (as in ESLint, ruff or EditorConfig); `exclude` patterns of every file
/// apply, each relative to its own file's directory.
public struct ConfigChain: Sendable {
    public struct Member: Sendable {
        public let file: ConfigFile
        /// Absolute directory of the file: its exclude patterns are relative to it.
        public let directory: String
    }

    /// Nearest first.
    public let members: [Member]

    public init(members: [Member]) {
        self.members = members
    }

    /// One file standing for every directory (`--config FILE`).
    public init(explicit file: ConfigFile, directory: String) {
        members = [Member(file: file, directory: directory)]
    }

    /// The settings the chain gives, each key from the nearest file that sets it. Its `path`
    /// is the nearest file's; ask `source(of:)` where a key came from.
    public var merged: ConfigFile {
        guard var merged = members.first?.file else { return ConfigFile(path: "") }
        for member in members.dropFirst() {
            let file = member.file
            merged.rules = merged.rules ?? file.rules
            merged.disabledRules = merged.disabledRules ?? file.disabledRules
            merged.minimumIOS = merged.minimumIOS ?? file.minimumIOS
            merged.includeReview = merged.includeReview ?? file.includeReview
            merged.includeGenerated = merged.includeGenerated ?? file.includeGenerated
            // Per rule, the nearer file's level wins.
            merged.severity.merge(file.severity) { nearer, _ in nearer }
            merged.keys.formUnion(file.keys)
        }
        merged.exclude = []  // relative to each file's own directory: see `exclusion(of:)`
        return merged
    }

    /// The file that sets `key` for this chain (the nearest), or nil when none does.
    public func source(of key: String) -> ConfigFile? {
        members.first { $0.file.keys.contains(key) }?.file
    }

    /// "<config path>: <pattern>" for the first pattern, nearest file first, that excludes the
    /// file at the absolute path `path`.
    public func exclusion(of path: String) -> String? {
        for member in members where path.hasPrefix(member.directory + "/") || member.directory == "/" {
            let relative = String(path.dropFirst(member.directory.count).drop { $0 == "/" })
            if let pattern = member.file.exclude.first(where: { $0.matches(relative) }) {
                return "\(member.file.path): \(pattern)"
            }
        }
        return nil
    }
}
