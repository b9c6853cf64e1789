import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--build-index auto`: the store the user's last build wrote for the project above the given
/// paths. SwiftPM writes `<package>/.build/<triple>/{debug,release}/index/store`; Xcode writes
/// `DerivedData/<App>-<hash>/Index.noindex/DataStore`, the folder whose `info.plist` names the
/// project or workspace (`WorkspacePath`). Of several stores, the one written last is used.
public enum BuildIndexDiscovery {
    /// A store found, and how.
    public struct Found: Sendable, Equatable {
        /// The store directory (absolute).
        public let path: String
        /// `the package's .build`, `Xcode's DerivedData for App.xcodeproj`.
        public let origin: String
    }

    /// What the search found: a store or none, and stores refused (with why).
    public struct Outcome: Sendable, Equatable {
        public var found: Found?
        /// Where it looked, for the message when nothing was found.
        public var searched: [String] = []
        public var warnings: [String] = []
    }

    /// Xcode's DerivedData folder (macOS); nil elsewhere.
    public static var defaultDerivedData: String? {
        #if os(macOS)
        NSHomeDirectory() + "/Library/Developer/Xcode/DerivedData"
        #else
        nil
        #endif
    }

    /// The store for the project above `paths` (files or directories). `derivedData`: Xcode's
    /// DerivedData folder to look in (nil: no Xcode stores).
    public static func find(forPaths paths: [String], derivedData: String? = defaultDerivedData) -> Outcome {
        var outcome = Outcome()
        var candidates: [(found: Found, written: FileTime)] = []
        func consider(_ store: String, inside tree: String, origin: String) {
            switch check(store, inside: tree) {
            case .success(let written): candidates.append((Found(path: store, origin: origin), written))
            case .failure(let refusal): outcome.warnings.append(refusal.message)
            }
        }
        // Each project once, however many given paths lie in it.
        let projects = Set(paths.map(startDirectory)).sorted().compactMap(ProjectAbove.init)
        for package in Set(projects.compactMap(\.package)).sorted() {
            outcome.searched.append(display(package) + "/.build/*/{debug,release}/index/store")
            for store in swiftPMStores(package: package) { consider(store, inside: package, origin: "the package's .build") }
        }
        if let derivedData {
            for workspace in Set(projects.flatMap(\.workspaces)).sorted() {
                outcome.searched.append("Xcode's DerivedData for " + display(workspace))
                for store in xcodeStores(workspace: workspace, derivedData: derivedData) {
                    consider(store, inside: derivedData, origin: "Xcode's DerivedData for \((workspace as NSString).lastPathComponent)")
                }
            }
        }
        // The store written last; of stores written at the same time, the first path.
        outcome.found = candidates.max { ($0.written, $1.found.path) < ($1.written, $0.found.path) }?.found
        return outcome
    }

    private struct Refusal: Error { let message: String }

    /// A store directory that exists, resolved, not leading out of `tree` through a symbolic
    /// link; returns when its units were last written.
    private static func check(_ store: String, inside tree: String) -> Result<FileTime, Refusal> {
        guard let real = ToolchainLibraries.realPath(store), let realTree = ToolchainLibraries.realPath(tree) else {
            return .failure(Refusal(message: "\(display(store)): cannot be resolved; not used"))
        }
        guard real.hasPrefix(realTree + "/") else {
            return .failure(Refusal(message: "\(display(store)): a symbolic link out of \(display(tree)) (to \(real)); not used as a build index"))
        }
        // The store's unit directory (`v5/units`) changes with every build that writes one.
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: real)) ?? []
        return .success(versions.compactMap { FileTime.modification(of: real + "/" + $0 + "/units") }.max() ?? FileTime(seconds: 0, nanoseconds: 0))
    }

    /// `<package>/.build/<triple>/{debug,release}/index/store` that exist (links among them, such
    /// as `.build/debug`, are skipped: the triple's directory is found itself).
    static func swiftPMStores(package: String) -> [String] {
        let build = package + "/.build"
        guard isDirectoryItself(build) else { return [] }
        let triples = ((try? FileManager.default.contentsOfDirectory(atPath: build)) ?? []).sorted().filter { isDirectoryItself(build + "/" + $0) }
        return triples.flatMap { triple in
            ["debug", "release"].map { build + "/" + triple + "/" + $0 + "/index/store" }
        }.filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Xcode's stores for `workspace` (a `.xcodeproj` or `.xcworkspace`, absolute): in each
    /// DerivedData folder whose `info.plist` says `WorkspacePath` is it.
    static func xcodeStores(workspace: String, derivedData: String) -> [String] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: derivedData)) ?? []).sorted()
        return folders.compactMap { folder in
            let root = derivedData + "/" + folder
            guard let data = FileManager.default.contents(atPath: root + "/info.plist"),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                  let path = plist["WorkspacePath"] as? String,
                  URL(fileURLWithPath: path).standardizedFileURL.path == workspace else { return nil }
            // Index.noindex since Xcode 14; Index before.
            return [root + "/Index.noindex/DataStore", root + "/Index/DataStore"].first { FileManager.default.fileExists(atPath: $0) }
        }
    }

    /// The directory a given path starts the search from (absolute).
    private static func startDirectory(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue ? absolute : PathText.parent(of: absolute)
    }

    /// Whether `path` is a directory and not a symbolic link to one.
    private static func isDirectoryItself(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    static func display(_ path: String) -> String { FileDiscovery.displayPath(path) }
}

/// The package and Xcode projects a directory belongs to: the nearest `Package.swift` and the
/// nearest directory holding `.xcworkspace` or `.xcodeproj` bundles, from the directory up to
/// its repository's root (the directory holding `.git`) or `/`.
struct ProjectAbove {
    var package: String?
    var workspaces: [String] = []

    init?(_ directory: String) {
        var current = directory
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if package == nil, names.contains("Package.swift") { package = current }
            if workspaces.isEmpty {
                workspaces = names.filter { $0.hasSuffix(".xcworkspace") || $0.hasSuffix(".xcodeproj") }.sorted().map { current + "/" + $0 }
            }
            if names.contains(".git") || current == "/" { break }
            current = PathText.parent(of: current)
        }
        if package == nil, workspaces.isEmpty { return nil }
    }
}
