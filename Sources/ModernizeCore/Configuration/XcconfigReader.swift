import Foundation

/// Reads `IPHONEOS_DEPLOYMENT_TARGET` from `.xcconfig` files, following `#include`.
///
/// Projects often keep the deployment target out of project.pbxproj, in xcconfig files the
/// project's configurations are based on (`baseConfigurationReference`). Which files count is
/// decided by `DeploymentTargetReader`: those in a project's directory and up to
/// `projectSearchDepth` folder levels below it (`Configs/`, `xcconfigs/`, `Config/Shared/`),
/// plus everything they include.
public enum XcconfigReader {
    /// Folder levels below a project's directory searched for xcconfig files.
    public static let projectSearchDepth = 2

    /// The versions one file's text sets: `IPHONEOS_DEPLOYMENT_TARGET = 15.0`, also with
    /// conditions (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 14.0`). `$(inherited)` and other
    /// variable references are ignored: they name no version.
    public static func versions(in text: String) -> [IOSVersion] {
        lines(text).compactMap { line in
            line.wholeMatch(of: setting).flatMap { IOSVersion(parsing: String($0.1)) }
        }
    }

    // Compiled once (a literal in the function compiled it per call: 3% of a run with a warm
    // cache). A regex compiles its program once, thread-safely, so sharing it is safe.
    nonisolated(unsafe) private static let setting = /^\s*IPHONEOS_DEPLOYMENT_TARGET\s*(?:\[[^\]]*\]\s*)*=\s*"?(\d+(?:\.\d+){0,2})"?\s*;?\s*(?:\/\/.*)?$/
    nonisolated(unsafe) private static let include = /^\s*#include\??\s*"([^"]+)"/

    /// The paths `#include "X.xcconfig"` and `#include? "X.xcconfig"` name, resolved against
    /// `directory` (the including file's). `<DEVELOPER_DIR>/...` style includes are skipped:
    /// they are Xcode's own files, not the project's.
    public static func includes(in text: String, directory: String) -> [String] {
        lines(text).compactMap { line in
            guard let match = line.firstMatch(of: include) else { return nil }
            let path = String(match.1)
            if path.hasPrefix("<") { return nil }
            let absolute = path.hasPrefix("/") ? path : directory + "/" + path
            return URL(fileURLWithPath: absolute).standardizedFileURL.path
        }
    }

    /// The lowest version `path` or any file it includes (transitively) sets, with the file that
    /// sets it. Missing files (`#include?`) and include cycles are passed over. Includes are
    /// followed only to files within `root` (default: `path`'s directory), after resolving
    /// symbolic links: an `#include "/etc/passwd"` or `"../../../x"` is never opened; each one
    /// skipped is passed to `skipped` (the including file, the included path).
    public static func lowest(
        startingAt path: String, within root: String? = nil, skipped: (String, String) -> Void = { _, _ in },
        files: ProjectFiles = .direct
    ) -> (version: IOSVersion, path: String)? {
        let start = URL(fileURLWithPath: path).standardizedFileURL.path
        let boundary = files.resolvingLinks(root ?? (start as NSString).deletingLastPathComponent)
        var visited = Set<String>()
        var pending = [(file: start, includedBy: String?.none)]
        var lowest: (version: IOSVersion, path: String)?
        // A cycle cannot loop: each file is read once. The cap bounds pathological include trees.
        while let (next, includer) = pending.popLast(), visited.count < 256 {
            guard visited.insert(next).inserted else { continue }
            if let includer, !PathText.isWithin(files.resolvingLinks(next), boundary) {
                skipped(includer, next)
                continue
            }
            guard let text = files.text(next) else { continue }
            if let version = versions(in: text).min(), lowest == nil || version < lowest!.version {
                lowest = (version, next)
            }
            pending += includes(in: text, directory: (next as NSString).deletingLastPathComponent).reversed().map { ($0, next) }
        }
        return lowest
    }

    /// `*.xcconfig` files in `directory` and up to `depth` folder levels below, sorted; skips the
    /// directories the file walk skips (`Pods`, `Carthage`, `.build`...), hidden directories,
    /// bundles such as `App.xcodeproj`, and symbolic links.
    public static func files(under directory: String, depth: Int = projectSearchDepth, files reader: ProjectFiles = .direct) -> [String] {
        var found: [String] = []
        for (entry, kind) in reader.entries(of: directory) {
            let path = directory + "/" + entry
            if kind == .regular && entry.hasSuffix(".xcconfig") {
                found.append(path)
            } else if kind == .directory, depth > 0, !entry.hasPrefix("."), !entry.contains("."),
                      !FileDiscovery.excludedDirectoryNames.contains(entry) {
                found += files(under: path, depth: depth - 1, files: reader)
            }
        }
        return found
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
    }
}
