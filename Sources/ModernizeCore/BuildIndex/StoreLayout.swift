import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The checks made before libIndexStore reads a store: the directories it reads are real
/// directories of the format the library reads, and the names it turns into paths stay inside
/// them, so nothing the store says makes the library read a file elsewhere.
///
/// A store is `<store>/v<N>/units/<unit>` and `<store>/v<N>/records/<last 2 characters>/<record>`.
enum StoreLayout {
    /// Checks `store` and returns its `v<N>` directory for the library's format `N`.
    static func check(_ store: String, formatVersion: UInt32) throws(BuildIndexError) -> String {
        var info = stat()
        guard stat(store, &info) == 0 else { throw .store(path: store, reason: "cannot read: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .store(path: store, reason: "not a directory") }
        let versioned = store + "/v\(formatVersion)"
        guard lstat(versioned, &info) == 0 else {
            let others = ((try? FileManager.default.contentsOfDirectory(atPath: store)) ?? []).filter(isVersionDirectory).sorted()
            if others.isEmpty {
                throw .store(path: store, reason: "not an index store (no v\(formatVersion) directory); build with `swift build --enable-index-store` or give Xcode's Index.noindex/DataStore")
            }
            throw .store(path: store, reason: "written in format \(others.joined(separator: ", ")), but this toolchain's libIndexStore reads v\(formatVersion); rebuild with this toolchain or pass --toolchain DIR for the one that built it")
        }
        for directory in [versioned, versioned + "/units", versioned + "/records"] {
            guard lstat(directory, &info) == 0 else {
                if directory == versioned + "/records" { continue }  // a store of no records yet
                throw .store(path: store, reason: "\(directory.dropFirst(store.count + 1)): \(String(cString: strerror(errno)))")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                let what = info.st_mode & S_IFMT == S_IFLNK ? "a symbolic link (not followed)" : "not a directory"
                throw .store(path: store, reason: "\(directory.dropFirst(store.count + 1)) is \(what)")
            }
        }
        guard let listing = opendir(versioned + "/units") else {
            throw .store(path: store, reason: "v\(formatVersion)/units: cannot read: \(String(cString: strerror(errno)))")
        }
        closedir(listing)
        return versioned
    }

    /// A unit's or a record's name: one path component (never `..`, never a `/`).
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/")) && !name.utf8.contains(0)
    }

    /// Whether `path` is a regular file itself (a symbolic link is not).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Whether the record's file, where the library looks for it, is not a symbolic link or
    /// other non-file (a missing one is left to the library, which reports it).
    static func recordIsNotALink(_ record: String, in store: String, formatVersion: UInt32) -> Bool {
        let bucket = String(record.suffix(2))
        let path = store + "/v\(formatVersion)/records/" + bucket + "/" + record
        var info = stat()
        if lstat(store + "/v\(formatVersion)/records/" + bucket, &info) == 0, info.st_mode & S_IFMT != S_IFDIR { return false }
        return lstat(path, &info) != 0 || info.st_mode & S_IFMT == S_IFREG
    }

    private static func isVersionDirectory(_ name: String) -> Bool {
        name.count > 1 && name.first == "v" && name.dropFirst().allSatisfy(\.isASCII) && name.dropFirst().allSatisfy(\.isNumber)
    }
}
