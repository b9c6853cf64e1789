/// What `modernize --version` says about the build.
///
/// `commit` and `resolvedSwiftSyntax` are nil unless the build went through `make`
/// (Scripts/build-info.sh), which adds a file declaring them on `BuildInfo` for that build only:
/// a member declared on the type itself wins over this protocol's default, so the code compiles
/// the same with or without the file (a fresh clone, a source tarball, `swift build` in CI, Mint,
/// the command plugin). Without it the swift-syntax is named by its major version, which the
/// compiler knows (`SwiftSyntaxRelease`).
enum BuildInfo: BuildStampDefaults {
    static var versionLine: String {
        let commit = Self.commit.map { "commit \($0), " } ?? ""
        return "\(Modernize.version) (\(commit)swift-syntax \(Self.resolvedSwiftSyntax ?? SwiftSyntaxRelease.major))"
    }
}

protocol BuildStampDefaults {}

extension BuildStampDefaults {
    static var commit: String? { nil }
    /// The exact version Package.resolved names (`603.0.1`).
    static var resolvedSwiftSyntax: String? { nil }
}
