import Foundation

/// Non-Swift project files under a root (storyboards, Info.plist files), found the way the Swift
/// file walk finds sources: skipping `.build`, `.git`, `Pods`, `Carthage`, `DerivedData` and
/// `.swiftpm`, never following symbolic links (a kind may ask for the links themselves).
enum ProjectFileWalk {
    /// What one caller looks for: the regular files whose name (the last path component)
    /// `wanted` accepts; `includingSpecial`: FIFOs, sockets and devices too, for a reader that
    /// reports them; `includingLinks`: symbolic links too, for a reader that decides where
    /// they may lead.
    struct Kind: Sendable {
        var includingSpecial = false
        var includingLinks = false
        var wanted: @Sendable (_ name: Substring) -> Bool

        /// Does this kind take a directory entry of this name and kind? (Never a directory.)
        func accepts(_ name: Substring, as entry: DirectoryListing.Kind) -> Bool {
            switch entry {
            case .regular: wanted(name)
            case .other: includingSpecial && wanted(name)
            case .link: includingLinks && wanted(name)
            case .directory: false
            }
        }
    }

    /// Per kind, the files under `root` (or `root` itself) it looks for, sorted, from one walk
    /// (a run that hashes storyboards and Info.plists lists the tree once, not twice).
    static func files(under root: String, kinds: [Kind]) -> [[String]] {
        var found = [[String]](repeating: [], count: kinds.count)
        var info = stat()
        guard lstat(root, &info) == 0 else { return found }
        let rootKind = info.st_mode & S_IFMT
        if rootKind == S_IFREG {
            let name = root.split(separator: "/").last ?? root[...]
            for (position, kind) in kinds.enumerated() where kind.wanted(name) { found[position] = [root] }
            return found
        }
        guard rootKind == S_IFDIR else { return found }
        var pending = [root]
        while let directory = pending.popLast() {
            for entry in DirectoryListing.entries(of: directory) {
                if entry.kind == .directory {
                    if !FileDiscovery.excludedDirectoryNames.contains(entry.name) { pending.append(directory + "/" + entry.name) }
                    continue
                }
                for (position, kind) in kinds.enumerated() where kind.accepts(entry.name[...], as: entry.kind) {
                    found[position].append(directory + "/" + entry.name)
                }
            }
        }
        return found.map { $0.sorted() }
    }
}
