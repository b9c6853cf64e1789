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
                let name = entry.name[...]
                switch entry.kind {
                case .regular:
                    for (position, kind) in kinds.enumerated() where kind.wanted(name) { found[position].append(directory + "/" + entry.name) }
                case .other:
                    for (position, kind) in kinds.enumerated() where kind.includingSpecial && kind.wanted(name) { found[position].append(directory + "/" + entry.name) }
                case .directory: if !FileDiscovery.excludedDirectoryNames.contains(entry.name) { pending.append(directory + "/" + entry.name) }
                case .link:
                    for (position, kind) in kinds.enumerated() where kind.includingLinks && kind.wanted(name) { found[position].append(directory + "/" + entry.name) }
                }
            }
        }
        return found.map { $0.sorted() }
    }
}
