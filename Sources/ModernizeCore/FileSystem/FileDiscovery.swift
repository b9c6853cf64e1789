import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands the command line's paths into the Swift files to process.
public struct FileDiscovery: Sendable {
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
        /// Identities of the files added, so a file reached twice is processed once.
        var seen = Set<FileIdentity>()
        /// Each file's stamp as the walk found it, before anything read it (`RunMemo`).
        var stamps: [String: FileStamp] = [:]
        /// The other project files `collecting` asked for, sorted, each with the walked
        /// directory (as given) it was found under.
        var collected: [(path: String, root: String)] = []
        /// With `listingNames`: the entries of every directory walked.
        var directoryNames = DirectoryNames()
    }

    /// Other files to list on the same walk (storyboards, Info.plists, headers: a run memo's
    /// other inputs), the way `ProjectFileWalk` finds them; none by default.
    let collecting: [ProjectFileWalk.Kind]
    /// Keep each walked directory's entry names (`Result.directoryNames`).
    let listingNames: Bool
    /// Directories of one depth are listed on two threads at once (`DirectoryScan`).
    let parallel: Bool

    public init() { (collecting, listingNames, parallel) = ([], false, false) }

    init(collecting: [ProjectFileWalk.Kind], listingNames: Bool = false, parallel: Bool = false) {
        (self.collecting, self.listingNames, self.parallel) = (collecting, listingNames, parallel)
    }

    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var walked = Set<FileIdentity>()
        for path in paths {
            let display = Self.displayPath(path)
            // `link/` and `link/.` must not follow the link either: look at the name itself.
            var name = path
            while name.count > 1, name.hasSuffix("/") || (name.hasSuffix("/.") && name.count > 2) {
                name.removeLast(name.hasSuffix("/") ? 1 : 2)
            }
            var info = stat()
            guard lstat(name, &info) == 0 else {
                result.errors.append("\(display): \(String(cString: strerror(errno)))")
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                result.errors.append("\(display): is a symbolic link; not followed (pass the file or directory it points to)")
            case S_IFDIR:
                // The same directory given twice (`sub`, `./sub/`, `sub/../sub`) is walked once.
                if walked.insert(FileIdentity(info)).inserted { walk(directory: display, root: display, into: &result) }
            case S_IFREG:
                add(display, info, to: &result)
            default:
                result.errors.append("\(display): not a regular file or directory")
            }
        }
        result.files.sort()
        result.collected.sort { $0.path < $1.path }
        return result
    }

    /// Adds a file once, however it was reached (two spellings, a hard link): by device + inode.
    private func add(_ path: String, _ info: stat, to result: inout Result) {
        if result.seen.insert(FileIdentity(info)).inserted {
            result.files.append(path)
            result.stamps[path] = FileStamp(info)
        }
    }

    /// Lists `directory` and every directory below it, depth by depth (each depth's directories
    /// at once when `parallel`), then adds what each gave to `result` in the order of a
    /// depth-first walk with sorted subdirectories: the files, errors and notes come out the same
    /// whatever the threads did, and a file reached twice keeps the path met first.
    private func walk(directory: String, root: String, into result: inout Result) {
        var scans: [String: DirectoryScan] = [:]
        var level = [directory]
        while !level.isEmpty {
            let scanned = Concurrently.map(level, onTwoThreads: parallel) { scan(directory: $0, root: root) }
            for (listed, scan) in zip(level, scanned) { scans[listed] = scan }
            level = scanned.flatMap(\.subdirectories)
        }
        var pending = [directory]
        while let next = pending.popLast() {
            guard let scan = scans.removeValue(forKey: next) else { continue }
            result.errors += scan.partial.errors
            result.notes += scan.partial.notes
            result.collected += scan.partial.collected
            for (path, info) in scan.files { add(path, info, to: &result) }
            if let names = scan.names { result.directoryNames.record(next, names) }
            pending += scan.subdirectories.sorted().reversed()
        }
    }

    /// What listing one directory gave, before it is added to the walk's result in order.
    private struct DirectoryScan: @unchecked Sendable {
        /// Its errors, notes and collected files.
        var partial = Result()
        /// Its Swift files, in the order met (added to the result, once each, when merged).
        var files: [(path: String, info: stat)] = []
        var subdirectories: [String] = []
        var names: Set<String>?
    }

    /// One directory's entries (not those of its subdirectories).
    private func scan(directory: String, root: String) -> DirectoryScan {
        var scan = DirectoryScan()
        var done: Set<String> = []
        var subdirectories: [String] = []
        var result = Result()
        // Entries are examined relative to the open directory: looking up each whole path again
        // was most of the walk's system time. Without it (it cannot be opened), by path.
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if directoryFD >= 0 { close(directoryFD) } }
        // An entry gone when it is examined was renamed or moved while the directory was read:
        // the directory is listed again for what took its place (a readdir in progress may
        // miss a new name), up to `relistings` times, then the rest is reported.
        for listing in 0...Self.relistings {
            guard let names = listNames(directory, into: &result) else {
                scan.partial = result
                return scan
            }
            var vanished: [String] = []
            for name in names where done.insert(name).inserted {
                if let path = examine(name, in: directory, at: directoryFD, root: root, into: &result, files: &scan.files, subdirectories: &subdirectories) {
                    vanished.append(path)
                }
            }
            if vanished.isEmpty { break }
            for path in vanished { done.remove((path as NSString).lastPathComponent) }
            if listing == Self.relistings {
                for path in vanished { result.errors.append("\(Self.displayPath(path)): vanished while the directory was read (renamed or moved during the run?); run again") }
            }
        }
        if listingNames { scan.names = done }
        (scan.partial, scan.subdirectories) = (result, subdirectories)
        return scan
    }

    /// How often a directory is listed again when entries vanish while it is read.
    static let relistings = 3

    /// The directory's entry names (valid UTF-8, without `.` and `..`); nil when it cannot be read.
    private func listNames(_ directory: String, into result: inout Result) -> [String]? {
        guard let handle = opendir(directory) else {
            result.errors.append("\(Self.displayPath(directory)): cannot read directory: \(String(cString: strerror(errno)))")
            return nil
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let bytes = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) { Array(UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)))) }
            }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                // Such a name cannot be shown, diffed or matched reliably: report, never guess.
                let shown = String(decoding: bytes, as: UTF8.self)
                if shown.hasSuffix(".swift") || isDirectory(atBytes: directory, bytes) {
                    let message = "\(Self.displayPath(directory))/\(shown.debugDescription.dropFirst().dropLast()): skipped: the name is not valid UTF-8"
                    if !result.errors.contains(message) { result.errors.append(message) }
                }
                continue
            }
            if name == "." || name == ".." { continue }
            names.append(name)
        }
        Self.afterListing()
        return names
    }

    /// Adds one entry (a Swift file, a subdirectory to walk, a note or an error), looked at
    /// through `directoryFD` (`directory` open; -1: by its path); returns its path when it no
    /// longer exists.
    private func examine(
        _ name: String, in directory: String, at directoryFD: Int32, root: String, into result: inout Result,
        files: inout [(path: String, info: stat)], subdirectories: inout [String]
    ) -> String? {
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        var info = stat()
        let status = directoryFD >= 0 ? fstatat(directoryFD, name, &info, AT_SYMLINK_NOFOLLOW) : lstat(path, &info)
        guard status == 0 else {
            if errno == ENOENT { return path }
            // A directory that can be listed but not searched (`r` without `x`), say.
            result.errors.append("\(Self.displayPath(path)): cannot examine: \(String(cString: strerror(errno)))")
            return nil
        }
        if !collecting.isEmpty, collecting.contains(where: { $0.accepts(name[...], as: DirectoryListing.Kind(mode: info.st_mode)) }) {
            result.collected.append((path, root))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            if !Self.excludedDirectoryNames.contains(name) { subdirectories.append(path) }
        case S_IFREG:
            if name.hasSuffix(".swift") { files.append((Self.displayPath(path), info)) }
        case S_IFLNK:
            // Following links could leave the given roots or loop; writes must stay inside.
            if name.hasSuffix(".swift") || isDirectory(following: path) {
                result.notes.append("\(Self.displayPath(path)): symbolic link, not followed")
            }
        default:
            // A FIFO or device is never opened: reading it could block forever.
            if name.hasSuffix(".swift") { result.errors.append("\(Self.displayPath(path)): not a regular file (a FIFO, socket or device), skipped") }
        }
        return nil
    }

    /// Tests only (`MODERNIZE_TEST_RENAME_AFTER_LISTING=from:to`): renames `from` to `to` once,
    /// right after the first directory listing, as another process could mid-run.
    nonisolated(unsafe) private static var renameDone = false
    private static let renameLock = NSLock()
    private static let renameAfterListing = ProcessInfo.processInfo.environment["MODERNIZE_TEST_RENAME_AFTER_LISTING"]

    private static func afterListing() {
        guard let spec = renameAfterListing, let colon = spec.firstIndex(of: ":") else { return }
        guard renameLock.withLock({ () -> Bool in
            defer { renameDone = true }
            return !renameDone
        }) else { return }
        _ = rename(String(spec[..<colon]), String(spec[spec.index(after: colon)...]))
    }

    private func isDirectory(atBytes directory: String, _ name: [UInt8]) -> Bool {
        var info = stat()
        let path = Array(directory.utf8) + [UInt8(ascii: "/")] + name + [0]
        return path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
        } && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private func isDirectory(following path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// A clean name for a path, for diffs and messages: `./Foo//Bar.swift` -> `Foo/Bar.swift`;
    /// absolute paths under the current directory become relative to it; a path with `..` is
    /// resolved on disk (a `..` after a link goes where the system goes) and made relative when
    /// it lands under the current directory, else absolute.
    static func displayPath(_ path: String) -> String {
        // What the walk gives (no empty, `.` or `..` component) is clean already: this runs for
        // every file, and splitting it cost a few percent of a warm run.
        if PathText.isStandardized(path.hasPrefix("/") ? path : "/" + path) { return relativeToCurrentDirectory(path) }
        // A walk from `.` gives `./a/b.swift`: clean but for its leading `./` (a relative path
        // is kept relative), so the split below is not needed either.
        var rest = Substring(path)
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        if !rest.isEmpty, !rest.hasPrefix("/"), PathText.isStandardized("/" + rest) { return String(rest) }
        let components = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        var clean = (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
        if components.contains("..") {
            let parent = (clean as NSString).deletingLastPathComponent
            let last = (clean as NSString).lastPathComponent
            if last != "..", let resolved = realpath(parent.isEmpty ? "." : parent, nil) {
                clean = String(cString: resolved) + "/" + last
                free(resolved)
            } else if let resolved = realpath(clean, nil) {
                clean = String(cString: resolved)
                free(resolved)
            }
        }
        return relativeToCurrentDirectory(clean)
    }

    /// A clean path, relative to the current directory when it lies under it.
    private static func relativeToCurrentDirectory(_ clean: String) -> String {
        var clean = clean
        if clean.hasPrefix("/") {
            let cwd = FileManager.default.currentDirectoryPath
            if clean == cwd { return "." }
            let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
            if clean.hasPrefix(prefix) { clean.removeFirst(prefix.count) }
        }
        return clean.isEmpty ? "." : clean
    }

    /// Whether a display path leaves the current directory (a diff naming it would not apply).
    public static func isOutsideCurrentDirectory(_ path: String) -> Bool {
        let display = displayPath(path)
        return display.hasPrefix("/") || display == ".." || display.hasPrefix("../")
    }
}

/// A file's identity on disk, to process each file once however it was reached.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
