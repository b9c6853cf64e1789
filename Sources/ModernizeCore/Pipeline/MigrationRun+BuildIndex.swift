import Foundation

/// The user's build index as a run opened it: shared by copies of the run (like `warnings`), so
/// the command line can print its status after the run.
public final class RunBuildIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var opened: BuildIndexSession?

    public init() {}

    /// The session of the latest run; nil before a run, or when the request was `.none`.
    public var session: BuildIndexSession? { lock.withLock { opened } }

    func set(_ session: BuildIndexSession) { lock.withLock { opened = session } }
}

extension MigrationRun {
    /// Opens the build index `buildIndexRequest` asks for over the run's files, before the index
    /// phase: the store goes on `userBuildIndex` and on the project index (`ProjectIndex.buildIndex`),
    /// its warnings on `warnings`. A `.none` request opens nothing and costs nothing.
    mutating func openUserBuildIndex(over files: [SourceFile]) {
        guard buildIndexRequest.choice != .none else { return }
        // Where `auto` looks: the given paths, else the roots, else the files' directories.
        let paths = !buildIndexPaths.isEmpty ? buildIndexPaths
            : !indexRoots.isEmpty ? indexRoots : Array(Set(files.map { PathText.parent(of: $0.path) })).sorted()
        let start = DispatchTime.now()
        let session = BuildIndexSession.open(buildIndexRequest, paths: paths, files: files.map(\.path))
        // A run that found no store shows the phases it always showed.
        if session.store != nil { timings.record("build index", since: start) }
        for warning in session.status.warnings { warnings.add(warning) }
        userBuildIndex.set(session)
        builtIndex.buildIndex = session.store
    }
}
