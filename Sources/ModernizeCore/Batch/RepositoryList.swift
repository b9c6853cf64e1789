import Foundation

/// One repository of a batch: where it is and the file-system-safe name its results use.
public struct Repository: Sendable, Hashable {
    /// As given (command line or repos file, resolved against the file's directory).
    public let path: String
    public let absolutePath: String
    /// Unique within the batch, sanitised: `DIR/<name>.patch`, `DIR/results/<name>.json`.
    public let name: String
}

public enum RepositoryList {
    /// Names the batch writes itself; a repository called so gets a suffix instead.
    static let reservedNames: Set<String> = ["summary", "results"]

    /// Repository paths from a repos file: one per line, `#` starts a comment line, blank lines
    /// are ignored; relative paths are relative to the file's directory.
    public static func paths(inReposFile text: String, directory: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
            if trimmed.hasPrefix("/") || directory.isEmpty || directory == "." { return trimmed }
            return (directory as NSString).appendingPathComponent(trimmed)
        }
    }

    /// Drops repositories listed twice under another spelling (`app`, `./app/`, a symbolic link
    /// to it): the same directory, by device and inode, is processed once. Returns the kept
    /// paths and, for each dropped one, the kept path it duplicates.
    public static func deduplicated(_ paths: [String]) -> (paths: [String], duplicates: [(path: String, sameAs: String)]) {
        var seen: [String: String] = [:]
        var kept: [String] = []
        var duplicates: [(String, String)] = []
        for path in paths {
            var info = stat()
            let key = stat(path, &info) == 0
                ? "\(info.st_dev):\(info.st_ino)" : URL(fileURLWithPath: path).standardizedFileURL.path
            if let first = seen[key] {
                duplicates.append((path, first))
            } else {
                seen[key] = path
                kept.append(path)
            }
        }
        return (kept, duplicates)
    }

    /// Gives each path a unique, sanitised name (its last component; `-2`, `-3`... on
    /// collisions, compared case-insensitively for case-insensitive file systems). The same
    /// list always gets the same names, so `--resume` finds earlier results.
    public static func repositories(_ paths: [String]) -> [Repository] {
        var taken = Set(reservedNames)
        return paths.map { path in
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            let base = sanitize((absolute as NSString).lastPathComponent)
            var name = base
            var suffix = 2
            while taken.contains(name.lowercased()) {
                name = "\(base)-\(suffix)"
                suffix += 1
            }
            taken.insert(name.lowercased())
            return Repository(path: path, absolutePath: absolute, name: name)
        }
    }

    /// Letters, digits, `.`, `_` and `-` are kept; anything else becomes `_`; no leading dot
    /// (no hidden files, no `..`); never empty.
    static func sanitize(_ name: String) -> String {
        var result = String(name.unicodeScalars.map { scalar -> Character in
            let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
            return allowed ? Character(scalar) : "_"
        })
        while result.hasPrefix(".") { result = "_" + result.dropFirst() }
        if result.isEmpty || result == "_" || name == "/" { result = "repository" }
        return String(result.prefix(100))
    }
}
