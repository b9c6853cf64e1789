/// The entry names of the directories a walk listed, so that a path found missing there needs
/// no lookup of its own: a run memo's settings probes are mostly `Package.swift`, `.git`,
/// `.modernize.json` and `Project.swift` that are not there, one `stat` of a long path each.
///
/// Only "certainly absent" is answered; anything else is looked up as before. Names are
/// compared in ASCII lower case, and a directory holding a name that is not ASCII is not kept,
/// so a name differing only in case (a case-insensitive volume) or in Unicode folding is never
/// taken for an absence.
struct DirectoryNames: Sendable {
    /// Each listed directory's names; nil for one with a name that is not ASCII (it tells
    /// nothing, and the search for a listing above it stops there).
    private var names: [String: Set<String>?] = [:]

    mutating func record(_ directory: String, _ entries: some Sequence<String>) {
        var folded = Set<String>()
        for entry in entries {
            guard let name = Self.folded(entry) else {
                names[directory] = .some(nil)
                return
            }
            folded.insert(name)
        }
        names[directory] = folded
    }

    /// Whether `path` did not exist when the nearest listed directory above it was listed: the
    /// next component of the path was not among that directory's entries.
    func isAbsent(_ path: String) -> Bool {
        guard !names.isEmpty else { return false }
        var rest = Substring(path)
        while let slash = rest.lastIndex(of: "/") {
            let component = rest[rest.index(after: slash)...]
            let parent = rest[..<slash]
            guard !parent.isEmpty, !component.isEmpty, component != ".", component != ".." else { return false }
            if let listed = names[String(parent)] {
                guard let listed, let name = Self.folded(component) else { return false }
                return !listed.contains(name)
            }
            rest = parent
        }
        return false
    }

    /// The name in ASCII lower case; nil when it is not ASCII.
    private static func folded(_ name: some StringProtocol) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
