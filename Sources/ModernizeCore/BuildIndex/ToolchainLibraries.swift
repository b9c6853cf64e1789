import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the toolchain keeps libIndexStore: `--toolchain DIR`, else next to the `swift` on
/// PATH (`<bin>/../lib`, links resolved), else on macOS Xcode's (`xcrun --find swift`), else
/// where that `swift` says its toolchain is (`-print-target-info`: a proxy such as swiftly's has
/// no library beside it). A library or a `swift` inside a tree the run reads is never loaded or
/// run: the scanned repository cannot bring its own code.
public enum ToolchainLibraries {
    #if canImport(Darwin)
    static let libraryName = "libIndexStore.dylib"
    #else
    static let libraryName = "libIndexStore.so"
    #endif

    /// The absolute path of libIndexStore. `toolchain`: the `--toolchain` directory (its
    /// `usr/lib` or `lib`); `scannedRoots`: the run's trees, where no library is taken from.
    public static func indexStore(
        toolchain: String?, scannedRoots: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(BuildIndexError) -> String {
        let roots = scannedRoots.compactMap(realPath)
        func refused(_ path: String) -> String? { roots.first { path == $0 || path.hasPrefix($0 == "/" ? $0 : $0 + "/") } }
        var candidates: [String] = []
        /// The first candidate that exists, checked to lie outside the scanned trees.
        func found() throws(BuildIndexError) -> String? {
            for candidate in candidates {
                guard let real = realPath(candidate) else { continue }
                if let root = refused(real) {
                    throw .library(path: real, reason: "it lies inside \(root), a tree this run reads; only a toolchain's library is loaded (pass --toolchain DIR)")
                }
                return real
            }
            return nil
        }
        if let toolchain {
            let root = URL(fileURLWithPath: toolchain).standardizedFileURL.path
            candidates = [root + "/usr/lib/" + libraryName, root + "/lib/" + libraryName]
            if let library = try found() { return library }
            throw .noLibrary(lookedIn: candidates)
        }
        let swift = swiftCommandOnPath(environment)
        candidates = [swift.flatMap(realPath), xcodeSwift()].compactMap { $0 }.map { PathText.parent(of: PathText.parent(of: $0)) + "/lib/" + libraryName }
        if let library = try found() { return library }
        // Run by the name found on PATH: a driver acts by the name it is called as.
        if let swift, let real = realPath(swift), refused(real) == nil, refused(URL(fileURLWithPath: swift).standardizedFileURL.path) == nil,
           let resources = runtimeResourcePath(swift: swift) {
            // `<toolchain>/usr/lib/swift`: the library is in `usr/lib`.
            candidates.append(PathText.parent(of: resources) + "/" + libraryName)
            if let library = try found() { return library }
        }
        throw .noLibrary(lookedIn: candidates)
    }

    /// The `swift` the shell would run, its links resolved.
    static func swiftOnPath(_ environment: [String: String]) -> String? {
        swiftCommandOnPath(environment).flatMap(realPath)
    }

    /// The `swift` the shell would run, as PATH names it.
    static func swiftCommandOnPath(_ environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/swift"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Xcode's `swift` (macOS: `/usr/bin/swift` is a shim with no libraries beside it).
    private static func xcodeSwift() -> String? {
        #if canImport(Darwin)
        guard let output = output(of: "/usr/bin/xcrun", ["--find", "swift"]) else { return nil }
        let path = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? realPath(path) : nil
        #else
        return nil
        #endif
    }

    /// The toolchain's `usr/lib/swift`, as `swift -print-target-info` reports it.
    static func runtimeResourcePath(swift: String) -> String? {
        guard let output = output(of: swift, ["-print-target-info"]),
              let info = try? JSONSerialization.jsonObject(with: output) as? [String: Any],
              let paths = info["paths"] as? [String: Any], let resources = paths["runtimeResourcePath"] as? String,
              resources.hasPrefix("/") else { return nil }
        return resources
    }

    /// What `executable arguments...` prints on stdout; nil when it fails.
    private static func output(of executable: String, _ arguments: [String]) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    /// `path` with every link resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
