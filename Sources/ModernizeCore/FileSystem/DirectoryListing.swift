import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory's entries and their kinds, from `readdir` (`d_type`; `lstat` only where the file
/// system does not say): Foundation's `attributesOfItem` per entry cost a tenth of a corpus run.
/// Links are reported as links, never followed.
enum DirectoryListing {
    enum Kind {
        case directory, regular, link, other

        /// The kind a `stat`'s `st_mode` (of an `lstat`: links not followed) describes.
        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFDIR: self = .directory
            case S_IFREG: self = .regular
            case S_IFLNK: self = .link
            default: self = .other
            }
        }
    }

    /// Entries other than `.` and `..`, sorted by name; names that are not UTF-8 are left out
    /// (the Swift file walk reports those). Empty when the directory cannot be read.
    static func entries(of directory: String) -> [(name: String, kind: Kind)] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(validatingCString: $0) }
            }
            guard let name, name != ".", name != ".." else { continue }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .regular
            case Int32(DT_LNK): kind = .link
            case Int32(DT_UNKNOWN): kind = lstatKind(directory + "/" + name)
            default: kind = .other
            }
            entries.append((name, kind))
        }
        return entries.sorted { $0.name < $1.name }
    }

    private static func lstatKind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        return Kind(mode: info.st_mode)
    }
}
