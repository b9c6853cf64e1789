import Foundation

/// Every storyboard and xib under a root, read into `InterfaceBuilderFacts`.
public struct InterfaceBuilderScan: Sendable, Codable, Hashable {
    /// One per file that parsed, in path order.
    public var files: [InterfaceBuilderFacts] = []
    /// Files that could not be read or are not well-formed XML, in path order.
    public var errors: [InterfaceBuilderError] = []

    public var cells: [InterfaceBuilderCell] { files.flatMap(\.cells) }
    public var viewControllers: [InterfaceBuilderViewController] { files.flatMap(\.viewControllers) }

    public func cells(reuseIdentifier: String) -> [InterfaceBuilderCell] { cells.filter { $0.reuseIdentifier == reuseIdentifier } }
    public func cells(customClass: String) -> [InterfaceBuilderCell] { cells.filter { $0.customClass == customClass } }
    public func viewControllers(customClass: String) -> [InterfaceBuilderViewController] {
        viewControllers.filter { $0.customClass == customClass }
    }
}

public enum InterfaceBuilderIndex {
    public static let fileExtensions: Set<String> = ["storyboard", "xib"]

    /// `*.storyboard` and `*.xib` files under `root` (or `root` itself), sorted. Skips the
    /// directories the Swift file walk skips (`.build`, `.git`, `Pods`, `Carthage`,
    /// `DerivedData`, `.swiftpm`) and never follows symbolic links.
    public static func files(under root: String) -> [String] {
        ProjectFileWalk.files(under: root) { fileExtensions.contains(($0 as NSString).pathExtension) }
    }

    /// Reads every file `files(under:)` finds; a bad file is an error entry, never a crash.
    /// `display` turns paths into the ones facts and errors carry (e.g. relative to the root).
    public static func scan(root: String, display: (String) -> String = { $0 }) -> InterfaceBuilderScan {
        var scan = InterfaceBuilderScan()
        for path in files(under: root) {
            switch InterfaceBuilderFacts.load(path: path, display: display(path)) {
            case .success(let facts): scan.files.append(facts)
            case .failure(let error): scan.errors.append(error)
            }
        }
        return scan
    }
}
