import Foundation

/// The build index of one run: the store it reads (nil: none, the run is source-only) and its
/// status. Opening never fails: what cannot be used is a warning and a fallback to the source.
public struct BuildIndexSession: Sendable {
    public let store: BuildIndexStore?
    public let status: BuildIndexStatus

    /// A session that reads nothing (`--build-index none`).
    public static let none = BuildIndexSession(store: nil, status: BuildIndexStatus(request: .none))

    /// Opens what `request` asks for. `paths`: the paths the user gave (the project above them
    /// is where `auto` looks); `files`: the run's Swift files, which the status counts;
    /// `scannedRoots`: trees no library is loaded from (the given paths by default).
    public static func open(
        _ request: BuildIndexRequest, paths: [String], files: [String], scannedRoots: [String]? = nil,
        derivedData: String? = BuildIndexDiscovery.defaultDerivedData
    ) -> BuildIndexSession {
        var status = BuildIndexStatus(request: request)
        status.files = files.count
        let found: BuildIndexDiscovery.Found
        switch request.choice {
        case .none: return BuildIndexSession(store: nil, status: status)
        case .store(let path): found = .init(path: URL(fileURLWithPath: path).standardizedFileURL.path, origin: "--build-index")
        case .automatic:
            let outcome = BuildIndexDiscovery.find(forPaths: paths, derivedData: derivedData)
            status.warnings = outcome.warnings
            guard let store = outcome.found else {
                status.searched = outcome.searched
                return BuildIndexSession(store: nil, status: status)
            }
            found = store
        }
        let store: BuildIndexStore
        do {
            let library = try ToolchainLibraries.indexStore(toolchain: request.toolchain, scannedRoots: scannedRoots ?? paths)
            store = try BuildIndexStore.open(path: found.path, library: library, sourceFileNames: Set(files.map { ($0 as NSString).lastPathComponent }))
        } catch {
            status.warnings.append("build index not used, types come from the source: \(error)")
            return BuildIndexSession(store: nil, status: status)
        }
        (status.storePath, status.origin, status.libraryPath) = (store.path, found.origin, store.libraryPath)
        status.warnings += store.warnings
        // Only files whose name a compiled file has can be covered: the others are not resolved.
        let compiledNames = Set(store.units.keys.map { ($0 as NSString).lastPathComponent })
        for file in files where compiledNames.contains((file as NSString).lastPathComponent) {
            guard let real = ToolchainLibraries.realPath(file) else { continue }
            switch store.freshness(ofSourceFile: real) {
            case .fresh: status.covered += 1
            case .changedSinceBuild: status.changedSinceBuild += 1
            case .notCompiled: break
            }
        }
        return BuildIndexSession(store: store, status: status)
    }
}
