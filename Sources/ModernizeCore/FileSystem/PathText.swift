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
}
