import Foundation

/// Reads the iOS deployment targets a Tuist manifest sets.
///
/// Manifests are Swift, but evaluating them needs Tuist; the forms that name a version are
/// literal enough to match textually:
///
/// ```swift
/// deploymentTargets: .iOS("15.0")                          // Tuist 4
/// deploymentTargets: .multiplatform(iOS: "15.0", macOS: "13.0")
/// deploymentTarget: .iOS(targetVersion: "14.0", devices: [.iphone, .ipad])  // Tuist 3 and older
/// settings: .settings(base: ["IPHONEOS_DEPLOYMENT_TARGET": "13.0"])
/// ```
///
/// Only files that `import ProjectDescription` count, so an app's own `Project.swift` model
/// file is never taken for a manifest.
public enum TuistReader {
    /// Manifests read in a directory, relative to it. Helpers hold the shared target templates
    /// (and their deployment targets) in most Tuist projects.
    public static let manifestPaths = ["Project.swift", "Tuist/Project.swift"]
    public static let helpersDirectory = "Tuist/ProjectDescriptionHelpers"

    /// Comments and other string literals do not count (`ManifestCode`).
    public static func versions(in manifest: String) -> [IOSVersion] {
        guard manifest.contains("import ProjectDescription"), let manifest = ManifestCode.declarations(in: manifest),
              manifest.contains(/import\s+ProjectDescription/) else { return [] }
        let version = #""(\d+(?:\.\d+){0,2})""#
        let patterns: [Regex<(Substring, Substring)>] = [
            try! Regex(#"\.iOS\(\s*(?:targetVersion:\s*)?"# + version),
            try! Regex(#"\.multiplatform\([^)]*?\biOS:\s*"# + version),
            try! Regex(#""IPHONEOS_DEPLOYMENT_TARGET"\s*:\s*(?:\.string\(\s*)?"# + version),
        ]
        return patterns.flatMap { pattern in
            manifest.matches(of: pattern).compactMap { IOSVersion(parsing: String($0.1)) }
        }
    }

    /// The manifests of `directory` that exist: `Project.swift`, `Tuist/Project.swift`, and the
    /// helper files, but the helpers only when a manifest is there too.
    public static func manifests(in directory: String, files: ProjectFiles = .direct) -> [String] {
        let manifests = manifestPaths.map { directory + "/" + $0 }.filter(files.exists)
        guard !manifests.isEmpty else { return [] }
        let helpers = directory + "/" + helpersDirectory
        let helperFiles = files.names(in: helpers)
            .filter { $0.hasSuffix(".swift") }.sorted().map { helpers + "/" + $0 }
        return manifests + helperFiles
    }
}
