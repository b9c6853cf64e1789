/// The entry names of the directories a walk listed, so that a path found missing there needs
/// no lookup of its own: a run memo's settings probes are mostly `Package.swift`, `.git`,
/// `.modernize.json` and `Project.swift` that are not there, one `stat` of a long path each.
///
/// Directories are kept under their absolute spelling (`SettingsResolver.standardized`, what
/// the settings look paths up by). Only "certainly absent" is answered; anything else is looked
/// up as before. A name counts as there when an entry equals it in ASCII lower case, and a
/// directory with an entry that is not ASCII tells nothing, so a name differing only in case
/// (a case-insensitive volume) or in Unicode folding is never taken for an absence.
struct DirectoryNames: Sendable {
    /// Each listed directory's entries as the walk read them (folded only when asked: the walk
    /// is what a memo run waits for).
    private var names: [String: Set<String>] = [:]
    /// The working directory, absolute, for the walk's relative spellings.
    private var here: String?

    /// `directory` as the walk spelled it; one whose absolute form is not plain (`..`, `.` or
    /// empty components past a leading `./`) is not kept.
    mutating func record(_ directory: String, _ entries: Set<String>) {
        var path = Substring(directory)
        if path == "." { path = "" } else if path.hasPrefix("./") { path = path.dropFirst(2) }
        let absolute: String
        if path.hasPrefix("/") {
            absolute = String(path)
        } else {
            if here == nil { here = SettingsResolver.standardized(".") }
            absolute = (here ?? "") + (path.isEmpty ? "" : "/" + path)
        }
        guard PathText.isStandardized(absolute) else { return }
        names[absolute] = entries
    }

    /// Whether absolute `path` did not exist when the nearest listed directory above it was
    /// listed: the next component of the path was not among that directory's entries.
    func isAbsent(_ path: String) -> Bool {
        guard !names.isEmpty else { return false }
        let bytes = Array(path.utf8)
        var end = bytes.count
        while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
            let component = bytes[(slash + 1)..<end]
            guard slash > 0, !component.isEmpty, !(component.count <= 2 && component.allSatisfy({ $0 == UInt8(ascii: ".") })) else {
                return false
            }
            if let listed = names[String(decoding: bytes[..<slash], as: UTF8.self)] {
                return Self.certainlyMissing(component, from: listed)
            }
            end = slash
        }
        return false
    }

    /// No entry equals `name` in ASCII lower case, and every entry and `name` are ASCII.
    private static func certainlyMissing(_ name: ArraySlice<UInt8>, from entries: Set<String>) -> Bool {
        guard name.allSatisfy({ $0 < 0x80 }) else { return false }
        for entry in entries {
            var bytes = entry.utf8.makeIterator()
            var position = name.startIndex
            var equal = entry.utf8.count == name.count
            while let byte = bytes.next() {
                guard byte < 0x80 else { return false }
                if equal {
                    equal = lowered(byte) == lowered(name[position])
                    position += 1
                }
            }
            if equal { return false }
        }
        return true
    }

    @inline(__always)
    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
