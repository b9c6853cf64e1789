/// What a run's build index is: which store, found how, how many of the run's Swift files it
/// covers, how many changed since the build, and what could not be used. `modernize config`
/// prints `configLines`; a run prints `notes` (`note:` lines, stderr) and `warnings`.
public struct BuildIndexStatus: Sendable, Equatable {
    public var request: BuildIndexRequest
    /// The store read (absolute); nil when none is.
    public var storePath: String?
    /// How it was chosen: `--build-index`, `the package's .build`, `Xcode's DerivedData for App.xcodeproj`.
    public var origin: String?
    public var libraryPath: String?
    /// The run's Swift files.
    public var files = 0
    /// Files the store compiled and that did not change since: their facts are used.
    public var covered = 0
    /// Files the store compiled that changed since: they fall back to the source.
    public var changedSinceBuild = 0
    /// Where `auto` looked, when it found nothing.
    public var searched: [String] = []
    /// Why a store was not used, or parts of it were not (each a `warning:` line).
    public var warnings: [String] = []

    public init(request: BuildIndexRequest) { self.request = request }

    /// The run's `note:` lines: none without a store (a source-only run prints what it always
    /// did), nor for a store `auto` found that compiled none of the run's files (a package's
    /// store of its dependencies only, say).
    public var notes: [String] {
        guard let storePath, request.choice != .automatic || covered + changedSinceBuild > 0 else { return [] }
        var notes = ["build index \(BuildIndexDiscovery.display(storePath)) (\(origin ?? "--build-index")): covers \(covered) of \(files) Swift file\(files == 1 ? "" : "s")"]
        if changedSinceBuild > 0 {
            notes.append("\(changedSinceBuild) file\(changedSinceBuild == 1 ? "" : "s") changed since the last build: rebuild for exact types")
        }
        return notes
    }

    /// `modernize config`'s lines.
    public var configLines: [String] {
        var lines: [String]
        if let storePath {
            lines = ["build index: \(BuildIndexDiscovery.display(storePath)) (\(origin ?? "--build-index"))"]
            lines.append("  covers \(covered) of \(files) Swift file\(files == 1 ? "" : "s"); \(changedSinceBuild) changed since the last build\(changedSinceBuild > 0 ? " (rebuild for exact types)" : "")")
            if let libraryPath { lines.append("  read with \(libraryPath)") }
        } else {
            switch request.choice {
            case .none: lines = ["build index: none (--build-index none)"]
            case .store(let path): lines = ["build index: none (\(BuildIndexDiscovery.display(path)) not used)"]
            case .automatic:
                lines = ["build index: none found" + (searched.isEmpty ? " (no Package.swift, .xcodeproj or .xcworkspace above the path)" : " (looked in \(searched.joined(separator: ", ")))")]
                lines.append("  build with `swift build --enable-index-store` (SwiftPM) or in Xcode for exact types, or give --build-index PATH")
            }
        }
        return lines + warnings.map { "  warning: " + $0 }
    }
}
