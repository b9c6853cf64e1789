extension Dashboard {
    /// Organisations clone `github.com/OWNER/NAME` into one flat directory as `OWNER__NAME`
    /// (a slash cannot be in a directory name). The page shows such a name as `OWNER/NAME`:
    /// written as it is, the underscores vanish under a link's underline and read as a space.
    /// Only a name with exactly one `__` between two non-empty parts is read so; file names,
    /// anchors and the JSON keep the batch's name.
    static func displayName(_ name: String) -> String {
        let parts = name.components(separatedBy: "__")
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[1].hasPrefix("_"), !parts[0].hasSuffix("_") else { return name }
        return parts[0] + "/" + parts[1]
    }
}
