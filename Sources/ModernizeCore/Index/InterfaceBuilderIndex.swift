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
    /// `DerivedData`, `.swiftpm`) and never follows symbolic links. A FIFO or device so named
    /// is listed too (and never opened): `load` reports it, since what it would say is unknown.
    public static func files(under root: String) -> [String] {
        ProjectFileWalk.files(under: root, kinds: [walkKind])[0]
    }

    /// What `files(under:)` looks for, for a walk that looks for other files too.
    static let walkKind = ProjectFileWalk.Kind(includingSpecial: true) { name in
        // The extension after the name's last dot, as `NSString.pathExtension` gives it.
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return fileExtensions.contains(String(name[name.index(after: dot)...]))
    }

    /// Reads every file `files(under:)` finds; a bad file is an error entry, never a crash.
    /// `display` turns paths into the ones facts and errors carry (e.g. relative to the root).
    /// Files are parsed on up to `jobs` threads; the result is in path order whatever the count.
    public static func scan(root: String, jobs: Int = 1, display: (String) -> String = { $0 }) -> InterfaceBuilderScan {
        let paths = files(under: root)
        let displayed = paths.map(display)
        let results = ResultSlots<Result<InterfaceBuilderFacts, InterfaceBuilderError>>(count: paths.count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: min(max(1, jobs), max(1, paths.count))) { _ in
            while case let index = next.increment() - 1, index < paths.count {
                results.store(InterfaceBuilderFacts.load(path: paths[index], display: displayed[index]), at: index)
            }
        }
        var scan = InterfaceBuilderScan()
        for result in results.values() {
            switch result {
            case .success(let facts): scan.files.append(facts)
            case .failure(let error): scan.errors.append(error)
            }
        }
        return scan
    }
}
