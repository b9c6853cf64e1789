/// The swift-syntax release line the tool was compiled against (its parser decides which Swift
/// files parse), from the version marker modules swift-syntax ships for that purpose: release
/// 603.x.y has `SwiftSyntax603` (and every older marker), 602.x.y stops at `SwiftSyntax602`.
///
/// Package.swift allows a range, so a constant would lie for a build resolved to another release.
/// Markers know the major version only; `make` builds also name the exact version from
/// Package.resolved (Scripts/build-info.sh, `BuildInfo.resolvedSwiftSyntax`).
enum SwiftSyntaxRelease {
    static var major: String {
        #if canImport(SwiftSyntax604)
        // Outside Package.swift's range: name it rather than claim 603.
        return "604 or later"
        #elseif canImport(SwiftSyntax603)
        return "603"
        #elseif canImport(SwiftSyntax602)
        return "602"
        #else
        return "older than 602"
        #endif
    }
}
