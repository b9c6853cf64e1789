import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands the command line's paths into the Swift files to process.
public struct FileDiscovery {
    /// Directories never entered: build products, VCS data and vendored dependencies.
    public static let excludedDirectoryNames: Set<String> = [
        ".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm",
    ]

    public struct Result: Sendable {
        /// Paths to process, sorted, each as the user would write it relative to the current
        /// directory (so diffs apply with `git apply` from there).
        public var files: [String] = []
        /// Paths given on the command line that could not be used; each is an error.
        public var errors: [String] = []
        /// Entries passed over on purpose (symbolic links), with why.
        public var notes: [String] = []
    }

    public init() {}

    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seen = Set<String>()
        for path in paths {
            let display = Self.displayPath(path)
            var info = stat()
            guard lstat(path, &info) == 0 else {
                result.errors.append("\(display): \(String(cString: strerror(errno)))")
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                result.errors.append("\(display): is a symbolic link; not followed (pass the file it points to)")
            case S_IFDIR:
                walk(directory: path, into: &result)
            case S_IFREG:
                result.files.append(display)
            default:
                result.errors.append("\(display): not a regular file or directory")
            }
        }
        result.files = result.files.filter { seen.insert($0).inserted }.sorted()
        return result
    }

    private func walk(directory: String, into result: inout Result) {
        guard let handle = opendir(directory) else {
            result.errors.append("\(Self.displayPath(directory)): cannot read directory: \(String(cString: strerror(errno)))")
            return
        }
        defer { closedir(handle) }
        var subdirectories: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if !Self.excludedDirectoryNames.contains(name) { subdirectories.append(path) }
            case S_IFREG:
                if name.hasSuffix(".swift") { result.files.append(Self.displayPath(path)) }
            case S_IFLNK:
                // Following links could leave the given roots or loop; writes must stay inside.
                if name.hasSuffix(".swift") || isDirectory(following: path) {
                    result.notes.append("\(Self.displayPath(path)): symbolic link, not followed")
                }
            default:
                // A FIFO or device is never opened: reading it could block forever.
                if name.hasSuffix(".swift") { result.notes.append("\(Self.displayPath(path)): not a regular file, skipped") }
            }
        }
        for subdirectory in subdirectories.sorted() { walk(directory: subdirectory, into: &result) }
    }

    private func isDirectory(following path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// `./Foo/Bar.swift` -> `Foo/Bar.swift`; absolute paths under the current directory become
    /// relative to it; everything else is kept as given.
    static func displayPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.contains("//") { path = path.replacingOccurrences(of: "//", with: "/") }
        if path.hasPrefix("/") {
            let cwd = FileManager.default.currentDirectoryPath
            let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
            if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        }
        if path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
