import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Links from the page to each repository's patch in the latest run's directory, relative to
/// the page, so they work wherever the report and the batch output are copied together.
/// Only a regular file is linked (a name checked on load, never a link target).
enum PatchLinks {
    static func links(_ run: Dashboard.Run, reportPath: String) -> [String: String] {
        let reportDirectory = absolute((reportPath as NSString).deletingLastPathComponent)
        let runDirectory = absolute(run.directory)
        var links: [String: String] = [:]
        for repository in run.repositories {
            guard let patch = repository.patchFile else { continue }
            var info = stat()
            guard lstat(run.directory + "/" + patch, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            links[repository.name] = relative(from: reportDirectory, to: runDirectory + "/" + patch)
        }
        return links
    }

    static func absolute(_ path: String) -> String {
        let base = path.isEmpty ? "." : path
        return URL(fileURLWithPath: base, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            .standardizedFileURL.path
    }

    /// `to` relative to the directory `from` (both absolute and standardized).
    static func relative(from directory: String, to path: String) -> String {
        let base = directory.split(separator: "/").map(String.init)
        let target = path.split(separator: "/").map(String.init)
        var shared = 0
        while shared < base.count, shared < target.count - 1, base[shared] == target[shared] { shared += 1 }
        return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
    }
}
