import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A repository that cannot be processed at all.
public struct RepositoryError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Finds a repository's Swift files: the files git tracks or would track (so ignored and
/// generated files are skipped) in a git work tree, otherwise a walk with the default excludes.
public enum RepositoryFiles {
    public struct Listing: Sendable {
        public var files: [SourceFile] = []
        /// "git ls-files" or "directory walk".
        public var method: String
        public var notes: [String] = []
        /// Why the listing is a walk although the repository looks like a git work tree.
        public var fallback: [String] = []
        /// Submodules git lists as one entry each: their files are not in the listing.
        public var submodules: [String] = []
        /// Entries that could not be used (a name that is not UTF-8, a FIFO, a directory that
        /// cannot be searched): listed with the repository's file errors.
        public var problems: [String] = []
    }

    public static func list(root: String) throws(RepositoryError) -> Listing {
        var info = stat()
        guard stat(root, &info) == 0 else { throw RepositoryError(message: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw RepositoryError(message: "not a directory") }
        guard let handle = opendir(root) else {
            throw RepositoryError(message: "cannot read directory: \(String(cString: strerror(errno)))")
        }
        closedir(handle)
        if let tracked = gitFiles(root: root) {
            return Listing(
                files: files(tracked.paths, root: root), method: "git ls-files",
                submodules: tracked.submodules.map { "\($0): a git submodule; its files are not migrated with this repository (list it as a repository of its own)" },
                problems: tracked.problems)
        }
        var fallback: [String] = []
        if FileManager.default.fileExists(atPath: root + "/.git") {
            fallback = ["git could not list the files (.git is there, but git is missing or `git ls-files` failed): "
                + "they come from a directory walk, so git-ignored files are included"]
        }
        let discovered = FileDiscovery().discover([root])
        let relative = discovered.files.map { path -> String in
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            return String(absolute.dropFirst(root.count).drop { $0 == "/" })
        }
        return Listing(
            files: files(relative, root: root), method: "directory walk", notes: discovered.notes, fallback: fallback,
            problems: discovered.errors)
    }

    private static func files(_ relativePaths: [String], root: String) -> [SourceFile] {
        relativePaths.sorted().map { SourceFile(path: root + "/" + $0, displayPath: $0) }
    }

    /// Swift files of a git work tree (tracked plus untracked-but-not-ignored), minus the default
    /// excluded directories and anything that is not a regular file; nil when `root` is not in
    /// a work tree or git is unavailable.
    static func gitFiles(root: String) -> (paths: [String], problems: [String], submodules: [String])? {
        guard let git = executable("git"),
              let inside = run(git, ["-C", root, "rev-parse", "--is-inside-work-tree"]),
              String(decoding: inside, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "true",
              let listing = run(git, ["-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
        else { return nil }
        var seen = Set<String>()
        var problems: [String] = []
        var submodules: [String] = []
        let paths = listing.split(separator: 0).compactMap { bytes -> String? in
            guard let path = String(validating: bytes, as: UTF8.self) else {
                let shown = String(decoding: bytes, as: UTF8.self)
                if shown.hasSuffix(".swift") { problems.append("\(shown.debugDescription.dropFirst().dropLast()): skipped: the name is not valid UTF-8") }
                return nil
            }
            if !path.hasSuffix(".swift"), isSubmodule(root + "/" + path) { submodules.append(path) }
            guard path.hasSuffix(".swift"), seen.insert(path).inserted,
                  !path.split(separator: "/").dropLast().contains(where: { FileDiscovery.excludedDirectoryNames.contains(String($0)) })
            else { return nil }
            var info = stat()
            // Deleted-but-tracked files and symbolic links are passed over, as in the walk.
            guard lstat(root + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return path
        }
        return (paths, problems, submodules.sorted())
    }

    /// A directory git lists as one entry: a submodule (gitlink), whose files git does not list.
    static func isSubmodule(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    static func executable(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a command; its stdout, or nil if it fails.
    static func run(_ executable: String, _ arguments: [String]) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
