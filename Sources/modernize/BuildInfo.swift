/// What `modernize --version` says about the build.
///
/// `commit` is nil unless the build went through `make` (Scripts/build-info.sh), which adds a
/// file declaring `BuildInfo.commit` for that build only: a member declared on the type itself
/// wins over this protocol's default, so the code compiles the same with or without the file
/// (a fresh clone, a source tarball, `swift build` in CI, Mint).
enum BuildInfo: CommitDefault {
    static var versionLine: String {
        let commit = Self.commit.map { "commit \($0), " } ?? ""
        return "\(Modernize.version) (\(commit)swift-syntax \(Modernize.swiftSyntaxVersion))"
    }
}

protocol CommitDefault {}

extension CommitDefault {
    static var commit: String? { nil }
}
