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
    /// `DerivedData`, `.swiftpm`) and never descends through symbolic links. A FIFO, device or
    /// link so named is listed too: `scan` reads a link's target within the root and reports
    /// the others, since what they would say is unknown.
    public static func files(under root: String) -> [String] {
        ProjectFileWalk.files(under: root, kinds: [walkKind])[0]
    }

    /// What `files(under:)` looks for, for a walk that looks for other files too.
    static let walkKind = ProjectFileWalk.Kind(includingSpecial: true, includingLinks: true) { name in
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
                results.store(load(paths[index], display: displayed[index], root: root), at: index)
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

    /// One file as `scan` reads it: a symbolic link is read through when it leads to a regular
    /// file within `root` (a storyboard kept elsewhere in the project, linked in) and named as
    /// the link; one leading out of the root, or to something else, is an error entry, so the
    /// rules treat what it may declare as unknown instead of as absent.
    static func load(_ path: String, display: String, root: String) -> Result<InterfaceBuilderFacts, InterfaceBuilderError> {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return InterfaceBuilderFacts.load(path: path, display: display) }
        guard let target = linkTarget(path, root: root) else {
            return .failure(InterfaceBuilderError(
                path: display, line: 0, message: "a symbolic link to \(PathText.resolvingLinks(path)), outside the project or not a regular file; not followed"))
        }
        return InterfaceBuilderFacts.load(path: target, display: display)
    }

    /// Where the link at `path` leads, when that is a regular file within `root`; nil otherwise
    /// (and for a path that is not a link).
    static func linkTarget(_ path: String, root: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        let target = PathText.resolvingLinks(path)
        guard PathText.isWithin(target, PathText.resolvingLinks(root)), lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return target
    }
}
