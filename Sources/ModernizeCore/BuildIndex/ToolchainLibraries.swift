import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the toolchain keeps libIndexStore: `--toolchain DIR`, else next to the `swift` on
/// PATH (`<bin>/../lib`, links resolved), else on macOS Xcode's (`xcrun --find swift`). A library
/// inside a tree the run reads is never loaded: the scanned repository cannot bring its own.
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
        let candidates: [String]
        if let toolchain {
            let root = URL(fileURLWithPath: toolchain).standardizedFileURL.path
            candidates = [root + "/usr/lib/" + libraryName, root + "/lib/" + libraryName]
        } else {
            candidates = [swiftOnPath(environment), xcodeSwift()].compactMap { $0 }.map { swift in
                PathText.parent(of: PathText.parent(of: swift)) + "/lib/" + libraryName
            }
        }
        for candidate in candidates {
            guard let real = realPath(candidate) else { continue }
            if let root = scannedRoots.compactMap(realPath).first(where: { real == $0 || real.hasPrefix($0 == "/" ? $0 : $0 + "/") }) {
                throw .library(path: real, reason: "it lies inside \(root), a tree this run reads; only a toolchain's library is loaded (pass --toolchain DIR)")
            }
            return real
        }
        throw .noLibrary(lookedIn: candidates)
    }

    /// The `swift` the shell would run, its links resolved.
    static func swiftOnPath(_ environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/swift"
            if access(candidate, X_OK) == 0, let real = realPath(candidate) { return real }
        }
        return nil
    }

    /// Xcode's `swift` (macOS: `/usr/bin/swift` is a shim with no libraries beside it).
    private static func xcodeSwift() -> String? {
        #if canImport(Darwin)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
        process.arguments = ["--find", "swift"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && path.hasPrefix("/") ? realPath(path) : nil
        #else
        return nil
        #endif
    }

    /// `path` with every link resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
