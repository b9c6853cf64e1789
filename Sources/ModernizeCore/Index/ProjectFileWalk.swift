import Foundation

/// Non-Swift project files under a root (storyboards, Info.plist files), found the way the Swift
/// file walk finds sources: skipping `.build`, `.git`, `Pods`, `Carthage`, `DerivedData` and
/// `.swiftpm`, never following symbolic links.
enum ProjectFileWalk {
    /// The regular files under `root` (or `root` itself) whose path `wanted` accepts, sorted.
    static func files(under root: String, where wanted: (String) -> Bool) -> [String] {
        var found: [String] = []
        var pending = [root]
        while let path = pending.popLast() {
            guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else { continue }
            if type == .typeRegular {
                if wanted(path) { found.append(path) }
            } else if type == .typeDirectory {
                for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                where !FileDiscovery.excludedDirectoryNames.contains(entry) {
                    pending.append(path + "/" + entry)
                }
            }
        }
        return found.sorted()
    }
}
