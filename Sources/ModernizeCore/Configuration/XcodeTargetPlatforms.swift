import Foundation

/// Which platforms an Xcode project builds each source file for: the targets whose sources
/// build phase lists the file, or whose folder (an Xcode 16 synchronized group) holds it,
/// each with the platform of its `SDKROOT` / `SUPPORTED_PLATFORMS`.
public struct XcodeTargetPlatforms: Sendable {
    /// A target and the platforms it builds for (`iOS`, `watchOS`, ...).
    public struct Target: Sendable, Hashable {
        public let name: String
        public let platforms: Set<String>
    }

    /// Absolute source path -> the targets listing it.
    private var filesTargets: [String: [Target]] = [:]
    /// Synchronized folders (absolute) with their target and the files it leaves out.
    private var folders: [(path: String, target: Target, excluded: Set<String>)] = []

    /// The targets building `path` (absolute, standardized); empty when the project does not say.
    public func targets(building path: String) -> [Target] {
        var result = filesTargets[path] ?? []
        for folder in folders where path.hasPrefix(folder.path + "/") {
            if !folder.excluded.contains(String(path.dropFirst(folder.path.count + 1))) { result.append(folder.target) }
        }
        return result
    }

    /// Reads `<project>.xcodeproj/project.pbxproj`; nil when it cannot be read or parsed.
    public static func read(project: String, files: ProjectFiles = .direct) -> XcodeTargetPlatforms? {
        guard let text = files.text(project + "/project.pbxproj"),
              let objects = OpenStepPropertyList.parse(text)?["objects"]?.dictionary else { return nil }
        return XcodeTargetPlatforms(objects: objects, projectDirectory: (project as NSString).deletingLastPathComponent)
    }

    init(objects: [String: OpenStepValue], projectDirectory: String) {
        func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }
        func strings(_ value: OpenStepValue?) -> [String] { value?.array?.compactMap(\.string) ?? [] }
        guard let project = objects.values.first(where: { $0["isa"]?.string == "PBXProject" }) else { return }
        var parents: [String: String] = [:]
        for (id, object) in objects { for child in strings(object["children"]) { parents[child] = id } }
        let root = Self.standardized(projectDirectory + "/" + (project["projectDirPath"]?.string ?? ""))
        let mainGroup = project["mainGroup"]?.string
        var paths: [String: String?] = [:]
        func within(_ parent: String?, _ own: String?) -> String? {
            parent.map { parent in own.map { Self.standardized(parent + "/" + $0) } ?? parent }
        }
        // Walked up without recursion: the groups whose path is their parent's plus their own,
        // innermost first, up to one whose path is known or needs no parent. A chain of groups
        // that loops, or nests deeper than any real project, has no path (and none is kept).
        func path(of id: String) -> String? {
            var chain: [String] = []
            var current = id
            var above: String?
            while true {
                if let known = paths[current] {
                    above = known
                    break
                }
                let object = objects[current]
                let own = object?["path"]?.string
                let tree = object?["sourceTree"]?.string ?? "<group>"
                if object != nil, tree == "<group>", current != mainGroup, let parent = parents[current] {
                    guard chain.count < OpenStepPropertyList.maximumDepth, !chain.contains(current) else { return nil }
                    chain.append(current)
                    current = parent
                    continue
                }
                let resolved: String? = switch (object == nil, tree) {
                case (true, _): nil
                case (false, "<group>"): current == mainGroup ? within(root, own) : nil
                case (false, "SOURCE_ROOT"): Self.standardized(root + "/" + (own ?? ""))
                case (false, "<absolute>"): own.map(Self.standardized)
                default: nil
                }
                paths[current] = .some(resolved)
                above = resolved
                break
            }
            for member in chain.reversed() {
                above = within(above, objects[member]?["path"]?.string)
                paths[member] = .some(above)
            }
            return above
        }
        let projectPlatforms = Self.platforms(configurations: project["buildConfigurationList"]?.string, objects: objects)
        for (id, object) in objects where isa(id) == "PBXNativeTarget" {
            let platforms = Self.platforms(configurations: object["buildConfigurationList"]?.string, objects: objects)
            let target = Target(name: object["name"]?.string ?? id, platforms: platforms.isEmpty ? projectPlatforms : platforms)
            guard !target.platforms.isEmpty else { continue }
            for phase in strings(object["buildPhases"]) where isa(phase) == "PBXSourcesBuildPhase" {
                for buildFile in strings(objects[phase]?["files"]) {
                    guard let reference = objects[buildFile]?["fileRef"]?.string, let file = path(of: reference) else { continue }
                    filesTargets[file, default: []].append(target)
                }
            }
            for group in strings(object["fileSystemSynchronizedGroups"]) {
                guard let folder = path(of: group) else { continue }
                let excluded = strings(objects[group]?["exceptions"]).filter { objects[$0]?["target"]?.string == id }
                    .flatMap { strings(objects[$0]?["membershipExceptions"]) }
                folders.append((folder, target, Set(excluded)))
            }
        }
    }

    /// The platforms a configuration list's `SDKROOT` and `SUPPORTED_PLATFORMS` name.
    private static func platforms(configurations list: String?, objects: [String: OpenStepValue]) -> Set<String> {
        guard let list else { return [] }
        var result: Set<String> = []
        for configuration in objects[list]?["buildConfigurations"]?.array?.compactMap(\.string) ?? [] {
            let settings = objects[configuration]?["buildSettings"]
            let names = [settings?["SDKROOT"]?.string, settings?["SUPPORTED_PLATFORMS"]?.string].compactMap { $0 }
            for word in names.flatMap({ $0.split(separator: " ") }) {
                if let platform = sdkPlatforms[String(word)] { result.insert(platform) }
            }
        }
        return result
    }

    private static let sdkPlatforms = [
        "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "watchos": "watchOS", "watchsimulator": "watchOS",
        "appletvos": "tvOS", "appletvsimulator": "tvOS", "xros": "visionOS", "xrsimulator": "visionOS",
    ]

    private static func standardized(_ path: String) -> String { SettingsResolver.standardized(path) }
}
