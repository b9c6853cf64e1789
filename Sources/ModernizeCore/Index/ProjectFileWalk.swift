import Foundation

/// Non-Swift project files under a root (storyboards, Info.plist files), found the way the Swift
/// file walk finds sources: skipping `.build`, `.git`, `Pods`, `Carthage`, `DerivedData` and
/// `.swiftpm`, never following symbolic links.
enum ProjectFileWalk {
    /// The regular files under `root` (or `root` itself) whose path `wanted` accepts, sorted.
    /// `includingSpecial`: FIFOs, sockets and devices too, for a reader that reports them.
    static func files(under root: String, includingSpecial: Bool = false, where wanted: (String) -> Bool) -> [String] {
        var info = stat()
        guard lstat(root, &info) == 0 else { return [] }
        if info.st_mode & S_IFMT == S_IFREG { return wanted(root) ? [root] : [] }
        guard info.st_mode & S_IFMT == S_IFDIR else { return [] }
        var found: [String] = []
        var pending = [root]
        while let directory = pending.popLast() {
            for entry in DirectoryListing.entries(of: directory) {
                let path = directory + "/" + entry.name
                switch entry.kind {
                case .regular: if wanted(path) { found.append(path) }
                case .other: if includingSpecial && wanted(path) { found.append(path) }
                case .directory: if !FileDiscovery.excludedDirectoryNames.contains(entry.name) { pending.append(path) }
                case .link: break
                }
            }
        }
        return found.sorted()
    }
}
