import Foundation

/// The iOS version rules assume for a file, and where that number came from.
public struct DeploymentTarget: Sendable, Hashable {
    public enum Origin: Sendable, Hashable {
        case commandLine
        case config(path: String)
        case package(path: String)
        case xcodeProject(path: String)
        case assumedNewest
    }

    public let version: IOSVersion
    public let origin: Origin

    public init(version: IOSVersion, origin: Origin) {
        self.version = version
        self.origin = origin
    }

    /// For summaries: "--min-ios", "App/Package.swift", "none found; assumed the newest".
    public var source: String {
        switch origin {
        case .commandLine: "--min-ios"
        case .config(let path): "minimumIOS in \(path)"
        case .package(let path): path
        case .xcodeProject(let path): "\(path), lowest IPHONEOS_DEPLOYMENT_TARGET"
        case .assumedNewest: "none found; assumed the newest"
        }
    }

    public var description: String { "iOS \(version) (\(source))" }
}

/// Reads deployment targets from the build files a directory holds.
public enum DeploymentTargetReader {
    /// `platforms: [.iOS(.v15)]`, `.iOS(.v16_4)` or `.iOS("15.0")` in a Package.swift.
    public static func packageTarget(_ manifest: String) -> IOSVersion? {
        let enumCase = /\.iOS\(\s*\.v(\d+)(?:_(\d+))?\s*\)/
        let literal = /\.iOS\(\s*"(\d+(?:\.\d+){0,2})"\s*\)/
        var versions: [IOSVersion] = []
        for match in manifest.matches(of: enumCase) {
            versions.append(IOSVersion(Int(match.1) ?? 0, match.2.flatMap { Int($0) } ?? 0))
        }
        for match in manifest.matches(of: literal) {
            if let version = IOSVersion(parsing: String(match.1)) { versions.append(version) }
        }
        return versions.filter { $0.major > 0 }.min()
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET = 15.0;` of a project.pbxproj (targets and
    /// configurations may differ; the lowest is what the code must still run on).
    public static func xcodeProjectTarget(_ project: String) -> IOSVersion? {
        let setting = /IPHONEOS_DEPLOYMENT_TARGET\s*=\s*"?(\d+(?:\.\d+){0,2})"?\s*;/
        return project.matches(of: setting).compactMap { IOSVersion(parsing: String($0.1)) }.min()
    }

    /// The target declared directly in `directory`: its Package.swift first, then its
    /// `*.xcodeproj` projects (lowest across them). Paths in the origin are `display(path)`.
    public static func target(in directory: String, display: (String) -> String) -> DeploymentTarget? {
        let manifest = directory + "/Package.swift"
        if let text = try? String(contentsOfFile: manifest, encoding: .utf8), let version = packageTarget(text) {
            return DeploymentTarget(version: version, origin: .package(path: display(manifest)))
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var lowest: (version: IOSVersion, path: String)?
        for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
            let project = directory + "/" + entry + "/project.pbxproj"
            guard let text = try? String(contentsOfFile: project, encoding: .utf8),
                  let version = xcodeProjectTarget(text) else { continue }
            if lowest == nil || version < lowest!.version { lowest = (version, project) }
        }
        return lowest.map { DeploymentTarget(version: $0.version, origin: .xcodeProject(path: display($0.path))) }
    }
}
