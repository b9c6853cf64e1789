/// The names a batch writes into its output directory. A shard's `summary.json` is input to
/// `batch-merge`, so the names it carries are checked against these shapes before any is used
/// as a path: a repository name is what `RepositoryList.sanitize` makes, and every output
/// file is `<name>` plus one of the known suffixes, so no name can leave its directory.
enum BatchOutputNames {
    static let patchSuffix = ".patch"
    static let reportSuffixes = [".findings.txt", ".json", ".sarif"]

    static func isRepositoryName(_ name: String) -> Bool {
        !name.isEmpty && RepositoryList.sanitize(name) == name && !RepositoryList.reservedNames.contains(name.lowercased())
    }

    static func isPatch(_ file: String, of name: String) -> Bool { file == name + patchSuffix }

    static func isReport(_ file: String, of name: String) -> Bool {
        reportSuffixes.contains { file == name + $0 }
    }

    static func result(of name: String) -> String { "results/\(name).json" }
}
