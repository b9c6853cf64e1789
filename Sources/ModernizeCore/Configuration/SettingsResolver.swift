import Foundation

/// What the command line fixed; anything nil falls back to `.modernize.json`, then to defaults.
public struct CommandLineSettings: Sendable {
    public var onlyRules: Set<String>?
    public var disabledRules: Set<String>?
    public var minimumIOS: IOSVersion?
    public var includeReview: ReviewSelection?
    /// `--include-generated` (true) or not given (nil).
    public var includeGenerated: Bool?

    public init(
        onlyRules: Set<String>? = nil, disabledRules: Set<String>? = nil, minimumIOS: IOSVersion? = nil,
        includeReview: ReviewSelection? = nil, includeGenerated: Bool? = nil
    ) {
        self.onlyRules = onlyRules
        self.disabledRules = disabledRules
        self.minimumIOS = minimumIOS
        self.includeReview = includeReview
        self.includeGenerated = includeGenerated
    }
}

/// The rules and options that apply to one file.
public struct FileSettings: Sendable {
    public var rules: [any Codemod]
    public var options: RuleOptions
    public var target: DeploymentTarget
    /// Set when an `exclude` pattern matches: "<config path>: <pattern>".
    public var excludedBy: String?
    /// Migrate the file even if its header says it is generated.
    public var includeGenerated = false
    /// `.modernize.json`'s per-rule severities for the results the file leaves.
    public var severity: [String: Severity] = [:]
}

/// Resolves each file's settings: the `.modernize.json` files from the file's directory up to
/// the repository root, nearer ones winning key by key (`ConfigChain`), the nearest
/// build files for the deployment target (`DeploymentTargetReader`; iOS 15 when none), with the
/// command line winning.
/// Results are cached per directory; safe to call from many threads.
public final class SettingsResolver: @unchecked Sendable {
    private let allRules: [any Codemod]
    /// `allRules`' ids, in order: read per file, and each `id` copies the rule's description.
    private let allRuleIDs: [String]
    private let commandLine: CommandLineSettings
    private let root: String?
    private let display: @Sendable (String) -> String
    private let lock = NSLock()
    private var configs: [String: ConfigLookup] = [:]
    private var targets: [String: DeploymentTarget?] = [:]
    private var projects: [String: [XcodeTargetPlatforms]] = [:]
    /// Per directory: the Xcode projects of it and each directory above it up to the boundary,
    /// nearest first, so a file's `otherPlatformTarget` does no path work or file lookups.
    private var projectLevels: [String: [[XcodeTargetPlatforms]]] = [:]
    private var boundaries: [String: Bool] = [:]
    /// Where the upward walk stops when no repository encloses a directory: the given paths.
    private let givenRoots: Set<String>
    private var collectedWarnings = Set<String>()

    private enum ConfigLookup {
        case none
        case found(ConfigChain)
        case invalid(ConfigError)
    }
    /// `--config FILE`: used for every file instead of the `.modernize.json` files found.
    private let explicitConfig: ConfigLookup?
    /// Every file-system read of the settings goes through this (recorded with an input log).
    private let files: ProjectFiles

    /// What the settings read, when recorded (`inputLog`).
    public var inputLog: ProjectFileLog? { files.log }

    /// Restores the warnings of a run this one is answered from (`RunMemo`).
    func restore(warnings: [String]) {
        lock.withLock { collectedWarnings.formUnion(warnings) }
    }

    /// `root`: the repository root (absolute), where the walk stops; nil stops at the nearest
    /// directory holding `.git`, else at the given path (`givenPaths`, a directory or a file's
    /// directory) it started under, never above: outside a repository, a `.modernize.json` or
    /// `Package.swift` someone put in `/tmp` must not change the run. `display` turns absolute
    /// paths into message paths.
    /// `configFile`: `--config FILE`, read instead of the `.modernize.json` files (its
    /// exclude patterns are relative to its own directory).
    /// `inputLog`: records every file-system probe the settings make (`ProjectFiles`), for a run
    /// memo to replay.
    public init(
        allRules: [any Codemod], commandLine: CommandLineSettings, root: String? = nil, givenPaths: [String] = [],
        configFile: String? = nil, inputLog: ProjectFileLog? = nil, display: @escaping @Sendable (String) -> String
    ) {
        let files = ProjectFiles(log: inputLog)
        self.files = files
        self.allRules = allRules
        allRuleIDs = allRules.map(\.id)
        self.commandLine = commandLine
        self.root = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        self.display = display
        givenRoots = Set(givenPaths.compactMap { TreeLock.root(of: $0, files: files).map(Self.standardized) })
        if let configFile {
            let absolute = Self.standardized(configFile)
            do {
                let file = try ConfigFile.load(path: configFile, knownRuleIDs: Set(allRules.map(\.id)), reading: absolute, files: files)
                explicitConfig = .found(ConfigChain(explicit: file, directory: (absolute as NSString).deletingLastPathComponent))
            } catch {
                explicitConfig = .invalid(error)
            }
        } else {
            explicitConfig = nil
        }
    }

    /// Problems met while resolving that are no file's own (an xcconfig include not followed).
    public var warnings: [String] { lock.withLock { collectedWarnings.sorted() } }

    /// Does a `.modernize.json` exclude the file (or is its config unreadable)? The index phase
    /// asks only this, so it pays for no deployment-target detection.
    public func isExcludedOrInvalid(_ path: String) -> Bool {
        let absolute = Self.standardized(path)
        switch configLookup(PathText.parent(of: absolute)) {
        case .none: return false
        case .invalid: return true
        case .found(let chain): return chain.exclusion(of: absolute) != nil
        }
    }

    public func settings(for path: String) throws(ConfigError) -> FileSettings {
        let absolute = Self.standardized(path)
        let directory = PathText.parent(of: absolute)
        var config: ConfigFile?
        var chain: ConfigChain?
        var excludedBy: String?
        switch configLookup(directory) {
        case .none: break
        case .invalid(let error): throw error
        case .found(let found):
            (config, chain) = (found.merged, found)
            excludedBy = found.exclusion(of: absolute)
        }
        let only = commandLine.onlyRules ?? config?.rules.map(Set.init)
        let disabled = commandLine.disabledRules ?? config?.disabledRules.map(Set.init) ?? []
        let rules = zip(allRules, allRuleIDs).filter { _, id in (only?.contains(id) ?? true) && !disabled.contains(id) }.map(\.0)
        let target: DeploymentTarget
        if let version = commandLine.minimumIOS {
            target = DeploymentTarget(version: version, origin: .commandLine)
        } else if let config, let version = config.minimumIOS {
            target = DeploymentTarget(version: version, origin: .config(path: chain?.source(of: "minimumIOS")?.path ?? config.path))
        } else {
            target = detectedTarget(directory) ?? DeploymentTarget(version: .conservativeDefault, origin: .assumedDefault)
        }
        let review = commandLine.includeReview ?? config?.includeReview ?? ReviewSelection.none
        var settings = FileSettings(
            rules: rules, options: RuleOptions(minimumIOS: target.version, includeReview: review, otherPlatformTarget: otherPlatformTarget(absolute, directory: directory)),
            target: target, excludedBy: excludedBy,
            includeGenerated: commandLine.includeGenerated ?? config?.includeGenerated ?? false)
        settings.severity = config?.severity ?? [:]
        settings.options.otherPlatforms = otherPlatforms(absolute, directory: directory)
        settings.options.mainActorByDefault = mainActorByDefault(absolute, directory: directory)
        return settings
    }

    /// The platforms other than iOS that build `path`: the nearest Package.swift's `platforms:`
    /// entries (with versions), and the platforms of the nearest Xcode projects' targets that
    /// list the file (without).
    private func otherPlatforms(_ path: String, directory: String) -> [String: PlatformBuild] {
        var result: [String: PlatformBuild] = [:]
        for level in projectLevels(from: directory) {
            let building = level.flatMap { $0.targets(building: path) }
            guard !building.isEmpty else { continue }
            for target in building.sorted(by: { $0.name < $1.name }) {
                for platform in target.platforms.sorted() where platform != "iOS" && result[platform] == nil {
                    result[platform] = PlatformBuild(minimum: nil, source: "\(platform) target \"\(target.name)\"")
                }
            }
            break
        }
        if let manifest = packageManifest(from: directory) {
            for (platform, version) in manifest.platforms {
                result[platform] = PlatformBuild(minimum: version, source: display(manifest.path))
            }
        }
        return result
    }

    /// The Package.swift target whose sources hold `path` and that sets
    /// `.defaultIsolation(MainActor.self)`, described for notes.
    private func mainActorByDefault(_ path: String, directory: String) -> String? {
        guard let manifest = packageManifest(from: directory) else { return nil }
        let root = PathText.parent(of: manifest.path)
        let target = manifest.mainActorTargets.first { target in
            let directory = target.directory.hasPrefix("./") ? String(target.directory.dropFirst(2)) : target.directory
            return path.hasPrefix(root + "/" + (directory.isEmpty || directory == "." ? "" : directory + "/"))
        }
        return target.map { "\(display(manifest.path)) target \"\($0.name)\"" }
    }

    private var manifests: [String: PackageManifestFacts?] = [:]

    typealias PackageManifestFacts = (path: String, platforms: [String: IOSVersion], mainActorTargets: [PackageDefaultIsolation.Target])

    /// The nearest Package.swift at or above `directory` (up to the boundary): its other
    /// platforms and its main-actor-by-default targets.
    private func packageManifest(from directory: String) -> PackageManifestFacts? {
        if let cached = lock.withLock({ manifests[directory] }) { return cached }
        let candidate = directory + "/Package.swift"
        let found: PackageManifestFacts?
        if let text = files.text(candidate) {
            found = (candidate, DeploymentTargetReader.packageOtherPlatforms(text), PackageDefaultIsolation.mainActorTargets(text) ?? [])
        } else {
            found = isBoundary(directory) ? nil : packageManifest(from: PathText.parent(of: directory))
        }
        lock.withLock { manifests[directory] = found }
        return found
    }

    /// The `.modernize.json` files that apply to `path` (nearest first), for `modernize config`.
    public func configChain(for path: String) throws(ConfigError) -> ConfigChain {
        switch configLookup(PathText.parent(of: Self.standardized(path))) {
        case .none: return ConfigChain(members: [])
        case .invalid(let error): throw error
        case .found(let chain): return chain
        }
    }

    /// The targets of the nearest Xcode projects (walking up) that build `path`, when none of
    /// them builds for iOS: `watchOS target "WatchApp"`. Nil when they include iOS or no project lists the file.
    private func otherPlatformTarget(_ path: String, directory: String) -> String? {
        for level in projectLevels(from: directory) {
            let building = level.flatMap { $0.targets(building: path) }
            guard !building.isEmpty else { continue }
            guard !building.contains(where: { $0.platforms.contains("iOS") }) else { return nil }
            let named = Set(building.map { "\($0.platforms.sorted().joined(separator: "/")) target \"\($0.name)\"" })
            return named.sorted().joined(separator: ", ")
        }
        return nil
    }

    /// The Xcode projects of `directory` and of each directory above it up to the boundary,
    /// nearest first (levels without a project left out).
    private func projectLevels(from directory: String) -> [[XcodeTargetPlatforms]] {
        if let cached = lock.withLock({ projectLevels[directory] }) { return cached }
        let own = xcodeProjects(in: directory)
        let above = isBoundary(directory) ? [] : projectLevels(from: PathText.parent(of: directory))
        let levels = own.isEmpty ? above : [own] + above
        lock.withLock { projectLevels[directory] = levels }
        return levels
    }

    private func xcodeProjects(in directory: String) -> [XcodeTargetPlatforms] {
        if let cached = lock.withLock({ projects[directory] }) { return cached }
        let entries = files.names(in: directory).filter { $0.hasSuffix(".xcodeproj") }
        let read = entries.compactMap { XcodeTargetPlatforms.read(project: directory + "/" + $0, files: files) }
        lock.withLock { projects[directory] = read }
        return read
    }

    /// Is `directory` the last one the upward walk visits?
    private func isBoundary(_ directory: String) -> Bool {
        if directory == "/" { return true }
        if let root { return directory == root || !directory.hasPrefix(root + "/") }
        if givenRoots.contains(directory) { return true }
        if let known = lock.withLock({ boundaries[directory] }) { return known }
        let found = files.exists(directory + "/.git")
        lock.withLock { boundaries[directory] = found }
        return found
    }

    /// The directory the walk from `directory` stops at: what nothing read may leave.
    private func boundary(of directory: String) -> String {
        var candidate = directory
        while !isBoundary(candidate) { candidate = PathText.parent(of: candidate) }
        return candidate
    }

    /// The chain of `.modernize.json` files for `directory`: its own (if any), then its
    /// parent's chain, unless the file says `"root": true` or the walk is at its boundary.
    private func configLookup(_ directory: String) -> ConfigLookup {
        if let explicitConfig { return explicitConfig }
        if let cached = lock.withLock({ configs[directory] }) { return cached }
        let candidate = directory + "/" + ConfigFile.fileName
        let parent = isBoundary(directory) ? ConfigLookup.none : configLookup(PathText.parent(of: directory))
        let lookup: ConfigLookup
        if files.exists(candidate) {
            do {
                let file = try ConfigFile.load(path: display(candidate), knownRuleIDs: Set(allRules.map(\.id)), reading: candidate, files: files)
                let member = ConfigChain.Member(file: file, directory: directory)
                switch parent {
                case .found(let chain) where !file.isRoot: lookup = .found(ConfigChain(members: [member] + chain.members))
                case .invalid(let error) where !file.isRoot: lookup = .invalid(error)
                default: lookup = .found(ConfigChain(members: [member]))
                }
            } catch {
                lookup = .invalid(error)
            }
        } else {
            lookup = parent
        }
        lock.withLock { configs[directory] = lookup }
        return lookup
    }

    private func detectedTarget(_ directory: String) -> DeploymentTarget? {
        if let cached = lock.withLock({ targets[directory] }) { return cached }
        let target = DeploymentTargetReader.target(in: directory, display: display, root: boundary(of: directory), skipped: { warning in
            _ = self.lock.withLock { self.collectedWarnings.insert(warning) }
        }, files: files)
            ?? (isBoundary(directory) ? nil : detectedTarget(PathText.parent(of: directory)))
        lock.withLock { targets[directory] = .some(target) }
        return target
    }

    /// `URL(fileURLWithPath:).standardizedFileURL.path` without Foundation's cost (this runs
    /// for every file): absolute, with `.`, `..` and empty components removed.
    static func standardized(_ path: String) -> String {
        if PathText.isStandardized(path) { return path }
        // A clean relative path under a clean working directory (what a walk from a relative
        // root gives) needs no split: this runs twice for every file.
        if !path.hasPrefix("/"), currentDirectoryIsStandardized, PathText.isStandardized("/" + path) {
            return currentDirectory == "/" ? "/" + path : currentDirectory + "/" + path
        }
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { _ = components.popLast(); continue }
            components.append(component)
        }
        return "/" + components.joined(separator: "/")
    }

    private static let currentDirectory = FileManager.default.currentDirectoryPath
    private static let currentDirectoryIsStandardized = PathText.isStandardized(currentDirectory)
}
