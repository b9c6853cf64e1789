import Foundation

/// Path arithmetic on the text of a path, without Foundation's normalisation (which costs
/// more than the per-file callers can afford and traps on some inputs, such as `-`).
public enum PathText {
    /// The directory holding `path`: "/" for "/" and for top-level entries, "." for a name
    /// without a slash. `path` should have no trailing slash (a standardized path has none).
    public static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        guard slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Absolute, without empty, `.` or `..` components and without a trailing `/`: what the
    /// file walk gives for paths under an absolute root, so most files skip the split.
    /// `path` with every symbolic link along it resolved, standardized (Foundation's).
    public static func resolvingLinks(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Is `path` inside the directory `root` (both resolved and standardized)?
    public static func isWithin(_ path: String, _ root: String) -> Bool {
        root == "/" || path.hasPrefix(root + "/")
    }

    public static func isStandardized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == slash else { return false }
        // Bytes of the current component so far: nil once it holds anything but dots.
        var dotsOnly: Int? = 0
        while let byte = bytes.next() {
            if byte == slash {
                if let dots = dotsOnly, dots <= 2 { return false }  // "//", "/./", "/../"
                dotsOnly = 0
            } else if byte == dot, let dots = dotsOnly {
                dotsOnly = dots + 1
            } else {
                dotsOnly = nil
            }
        }
        if let dots = dotsOnly, dots <= 2 { return path == "/" }  // trailing "/", "/." or "/.."
        return true
    }
}
