/// The entry names of the directories a walk listed, so that a path found missing there needs
/// no lookup of its own: a run memo's settings probes are mostly `Package.swift`, `.git`,
/// `.modernize.json` and `Project.swift` that are not there, one `stat` of a long path each.
///
/// Directories are kept under their absolute spelling (`SettingsResolver.standardized`, what
/// the settings look paths up by). Only "certainly absent" is answered; anything else is looked
/// up as before. Names are compared in ASCII lower case, and a directory holding a name that is
/// not ASCII tells nothing, so a name differing only in case (a case-insensitive volume) or in
/// Unicode folding is never taken for an absence.
struct DirectoryNames: Sendable {
    /// Each listed directory's names; nil for one with a name that is not ASCII (the search for
    /// a listing above a path stops there).
    private var names: [String: Set<String>?] = [:]

    /// `directory` as the walk spelled it; one whose absolute form is not plain (`..`, `.` or
    /// empty components past a leading `./`) is not kept.
    mutating func record(_ directory: String, _ entries: some Sequence<String>) {
        guard let key = Self.absolute(directory) else { return }
        var folded = Set<String>()
        for entry in entries {
            guard let name = Self.folded(entry.utf8) else {
                names[key] = .some(nil)
                return
            }
            folded.insert(name)
        }
        names[key] = folded
    }

    /// Whether absolute `path` did not exist when the nearest listed directory above it was
    /// listed: the next component of the path was not among that directory's entries.
    func isAbsent(_ path: String) -> Bool {
        guard !names.isEmpty else { return false }
        let bytes = Array(path.utf8)
        var end = bytes.count
        while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
            let component = bytes[(slash + 1)..<end]
            guard slash > 0, !component.isEmpty, !Self.isDots(component) else { return false }
            if let listed = names[String(decoding: bytes[..<slash], as: UTF8.self)] {
                guard let listed, let name = Self.folded(component) else { return false }
                return !listed.contains(name)
            }
            end = slash
        }
        return false
    }

    private static func isDots(_ component: ArraySlice<UInt8>) -> Bool {
        component.allSatisfy { $0 == UInt8(ascii: ".") } && component.count <= 2
    }

    /// The walk's spelling made absolute, when that needs no `.`/`..` resolution.
    private static func absolute(_ directory: String) -> String? {
        var path = Substring(directory)
        if path == "." { path = "" } else if path.hasPrefix("./") { path = path.dropFirst(2) }
        let absolute = path.hasPrefix("/") ? String(path) : SettingsResolver.standardized(".") + (path.isEmpty ? "" : "/" + path)
        return PathText.isStandardized(absolute) ? absolute : nil
    }

    /// The name in ASCII lower case; nil when it is not ASCII.
    private static func folded(_ name: some Collection<UInt8>) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.count)
        for byte in name {
            guard byte < 0x80 else { return nil }
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
