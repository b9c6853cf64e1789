import ArgumentParser
import Foundation
import ModernizeCore

/// `--build-index auto|none|PATH` and `--toolchain DIR`: the store the user's build wrote,
/// read for exact types (diff, apply, review, batch, config).
struct BuildIndexOptions: ParsableArguments {
    @Option(name: .customLong("build-index"), help: ArgumentHelp(
        "Exact types from your build's index store. auto: the store your last build wrote (SwiftPM: .build/<triple>/{debug,release}/index/store, written by `swift build --enable-index-store`; Xcode on macOS: the project's DerivedData/.../Index.noindex/DataStore); a directory: that store; none: no store. Files changed since that build use the source, as without a store.",
        valueName: "auto|none|path"), completion: .directory)
    var buildIndex: String = "auto"

    @Option(name: .customLong("toolchain"), help: ArgumentHelp(
        "The Swift toolchain whose libIndexStore reads the build index (its usr/lib or lib; default: the one of the `swift` on PATH, else Xcode's). Use the toolchain that built the store.",
        valueName: "dir"), completion: .directory)
    var toolchain: String?

    var request: BuildIndexRequest { BuildIndexRequest(choice: .init(argument: buildIndex), toolchain: toolchain) }

    func validate() throws {
        if buildIndex.isEmpty { throw ValidationError("--build-index: give auto, none or the path of an index store directory") }
        if let toolchain, !FileManager.default.fileExists(atPath: toolchain) {
            throw ValidationError("--toolchain: no such directory '\(toolchain)'")
        }
    }

    /// These options as arguments again, for a batch worker process.
    var forwardedArguments: [String] {
        // Absolute: a worker need not run in this directory.
        ["--build-index=" + buildIndex] + (toolchain.map { ["--toolchain=" + URL(fileURLWithPath: $0).standardizedFileURL.path] } ?? [])
    }
}
