import Foundation

/// How the settings read the project's files (`.modernize.json`, `Package.swift`, Xcode projects,
/// xcconfig, XcodeGen and Tuist files), and what they found: with a `log`, every read, existence
/// check and directory listing is recorded as a `ProjectFileProbe`, so that a later run can tell
/// by replaying them whether the settings would come out the same (`RunMemo`) without working
/// them out again. Without one, these are plain reads.
public struct ProjectFiles: Sendable {
    public let log: ProjectFileLog?

    public init(log: ProjectFileLog?) { self.log = log }

    public static let direct = ProjectFiles(log: nil)

    /// The file's bytes; nil when it cannot be read.
    func data(_ path: String) -> Data? {
        let stamp = log == nil ? nil : FileStamp.of(path)  // before the read: see FileStamp
        let data = FileManager.default.contents(atPath: path)
        log?.record(.contents(path: path, stamp: stamp, digest: ProjectFileProbe.digest(data)))
        return data
    }

    /// The file's text (UTF-8); nil when it cannot be read or is not UTF-8.
    func text(_ path: String) -> String? {
        data(path).flatMap { String(data: $0, encoding: .utf8) }
    }

    func exists(_ path: String) -> Bool {
        let found = FileManager.default.fileExists(atPath: path)
        log?.record(.exists(path: path, found: found))
        return found
    }

    /// `DirectoryListing.entries(of:)`, recorded.
    func entries(of directory: String) -> [(name: String, kind: DirectoryListing.Kind)] {
        let entries = DirectoryListing.entries(of: directory)
        log?.record(.listing(directory: directory, digest: ProjectFileProbe.digest(entries)))
        return entries
    }

    /// The names in `directory`, sorted; empty when it cannot be read.
    func names(in directory: String) -> [String] {
        entries(of: directory).map(\.name)
    }

    /// `PathText.resolvingLinks(path)`, recorded.
    func resolvingLinks(_ path: String) -> String {
        let resolved = PathText.resolvingLinks(path)
        log?.record(.resolved(path: path, to: resolved))
        return resolved
    }
}

/// One thing the settings learnt from the file system, with what it was.
public enum ProjectFileProbe: Sendable, Codable, Hashable {
    /// A file's bytes: their digest ("-": unreadable), and the stamp taken before they were read.
    case contents(path: String, stamp: FileStamp?, digest: String)
    case exists(path: String, found: Bool)
    /// A directory's entries: the digest of their names and kinds.
    case listing(directory: String, digest: String)
    case resolved(path: String, to: String)

    static func digest(_ data: Data?) -> String {
        guard let data else { return "-" }
        return StableHash.of(bytes: [UInt8](data))
    }

    static func digest(_ entries: [(name: String, kind: DirectoryListing.Kind)]) -> String {
        // A letter per kind: interpolating the enum went through `print`, most of a replay's cost.
        StableHash.of(entries.map { entry in
            switch entry.kind {
            case .directory: entry.name + "/d"
            case .regular: entry.name + "/f"
            case .link: entry.name + "/l"
            case .other: entry.name + "/o"
            }
        })
    }

    private static func isAbsentOrDirectory(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// Does the file system still say the same? A stamp trusted before `start` (when the probe
    /// was recorded) spares reading the file again; a path missing from the listings of this
    /// run's walk (`directoryNames`) spares looking it up.
    func holds(trustingStampsBefore start: Int64, directoryNames: DirectoryNames = DirectoryNames()) -> Bool {
        switch self {
        case .contents(let path, let stamp, let digest):
            // Unreadable then, and absent or a directory now: reading it gives nothing again.
            if stamp == nil, digest == "-", directoryNames.isAbsent(path) || Self.isAbsentOrDirectory(path) { return true }
            if let stamp, stamp.vouches(for: path, trustingStampsBefore: start) { return true }
            return Self.digest(FileManager.default.contents(atPath: path)) == digest
        case .exists(let path, let found):
            if directoryNames.isAbsent(path) { return !found }
            return FileManager.default.fileExists(atPath: path) == found
        case .listing(let directory, let digest):
            return Self.digest(DirectoryListing.entries(of: directory)) == digest
        case .resolved(let path, let resolved):
            return PathText.resolvingLinks(path) == resolved
        }
    }
}

extension ProjectFileProbe {
    // A memo keeps thousands of probes: one flat array each (a letter, then the fields; a stamp
    // packed) decodes in a fraction of the nested containers the synthesized form writes.
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        switch try fields.decode(String.self) {
        case "c":
            let path = try fields.decode(String.self)
            let stamps = FileStamp.unpack(try fields.decode([UInt8].self))
            guard let stamps, stamps.count <= 1 else { throw DecodingError.dataCorruptedError(in: fields, debugDescription: "malformed stamp") }
            self = .contents(path: path, stamp: stamps.first, digest: try fields.decode(String.self))
        case "e": self = .exists(path: try fields.decode(String.self), found: try fields.decode(Bool.self))
        case "l": self = .listing(directory: try fields.decode(String.self), digest: try fields.decode(String.self))
        case "r": self = .resolved(path: try fields.decode(String.self), to: try fields.decode(String.self))
        default: throw DecodingError.dataCorruptedError(in: fields, debugDescription: "unknown probe")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        switch self {
        case .contents(let path, let stamp, let digest):
            try fields.encode("c")
            try fields.encode(path)
            try fields.encode(FileStamp.pack(stamp.map { [$0] } ?? []))
            try fields.encode(digest)
        case .exists(let path, let found):
            try fields.encode("e")
            try fields.encode(path)
            try fields.encode(found)
        case .listing(let directory, let digest):
            try fields.encode("l")
            try fields.encode(directory)
            try fields.encode(digest)
        case .resolved(let path, let resolved):
            try fields.encode("r")
            try fields.encode(path)
            try fields.encode(resolved)
        }
    }
}

/// The probes of one run's settings, in a set (directories are looked at once per file).
public final class ProjectFileLog: @unchecked Sendable {
    private let lock = NSLock()
    private var probes: Set<ProjectFileProbe> = []

    public init() {}

    func record(_ probe: ProjectFileProbe) {
        _ = lock.withLock { probes.insert(probe) }
    }

    /// In no particular order: each is checked on its own.
    public var recorded: [ProjectFileProbe] {
        lock.withLock { Array(probes) }
    }
}
