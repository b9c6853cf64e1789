import Foundation

/// The iOS version rules assume for a file, and where that number came from.
public struct DeploymentTarget: Sendable, Hashable, Codable {
    public enum Origin: Sendable, Hashable {
        case commandLine
        case config(path: String)
        case package(path: String)
        case xcodeProject(path: String)
        /// An xcconfig file of a project in that directory (or one it includes).
        case xcconfig(path: String)
        /// An XcodeGen `project.yml`.
        case xcodeGen(path: String)
        /// A Tuist manifest (`Project.swift` or a `ProjectDescriptionHelpers` file).
        case tuist(path: String)
        /// Nothing given or found: `IOSVersion.conservativeDefault`.
        case assumedDefault
    }

    public let version: IOSVersion
    public let origin: Origin

    public init(version: IOSVersion, origin: Origin) {
        self.version = version
        self.origin = origin
    }

    /// For summaries: "--min-ios", "App/Package.swift", "none found; assumed iOS 15, ...".
    public var source: String {
        switch origin {
        case .commandLine: "--min-ios"
        case .config(let path): "minimumIOS in \(path)"
        case .package(let path): path
        case .xcodeProject(let path): "\(path), lowest IPHONEOS_DEPLOYMENT_TARGET"
        case .xcconfig(let path): "\(path), lowest IPHONEOS_DEPLOYMENT_TARGET"
        case .xcodeGen(let path): "\(path), lowest iOS deploymentTarget"
        case .tuist(let path): "\(path), lowest iOS deployment target"
        case .assumedDefault: "none found; assumed iOS \(version), the lowest current Xcode supports; set --min-ios or minimumIOS"
        }
    }

    public var description: String { "iOS \(version) (\(source))" }
}

extension DeploymentTarget {
    // Kept only by the caches, once per file: one flat list (the version, a letter for the
    // origin, its path) decodes in a fraction of the nested containers the synthesized form has.
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        let version = IOSVersion(try fields.decode(Int.self), try fields.decode(Int.self))
        let letter = try fields.decode(String.self)
        let origin: Origin
        switch letter {
        case "m": origin = .commandLine
        case "d": origin = .assumedDefault
        default:
            let path = try fields.decode(String.self)
            switch letter {
            case "c": origin = .config(path: path)
            case "p": origin = .package(path: path)
            case "x": origin = .xcodeProject(path: path)
            case "f": origin = .xcconfig(path: path)
            case "g": origin = .xcodeGen(path: path)
            case "t": origin = .tuist(path: path)
            default: throw DecodingError.dataCorruptedError(in: fields, debugDescription: "unknown origin \(letter)")
            }
        }
        self.init(version: version, origin: origin)
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(version.major)
        try fields.encode(version.minor)
        switch origin {
        case .commandLine: try fields.encode("m")
        case .assumedDefault: try fields.encode("d")
        case .config(let path): try fields.encode("c"); try fields.encode(path)
        case .package(let path): try fields.encode("p"); try fields.encode(path)
        case .xcodeProject(let path): try fields.encode("x"); try fields.encode(path)
        case .xcconfig(let path): try fields.encode("f"); try fields.encode(path)
        case .xcodeGen(let path): try fields.encode("g"); try fields.encode(path)
        case .tuist(let path): try fields.encode("t"); try fields.encode(path)
        }
    }
}

/// Reads deployment targets from the build files a directory holds.
public enum DeploymentTargetReader {
    /// `platforms: [.iOS(.v15)]`, `.iOS(.v16_4)` or `.iOS("15.0")` in a Package.swift; not in
    /// its comments or other string literals (`ManifestCode`).
    public static func packageTarget(_ manifest: String) -> IOSVersion? {
        guard let manifest = ManifestCode.declarations(in: manifest) else { return nil }
        var versions: [IOSVersion] = []
        for match in manifest.matches(of: enumCase) {
            versions.append(IOSVersion(Int(match.1) ?? 0, match.2.flatMap { Int($0) } ?? 0))
        }
        for match in manifest.matches(of: literal) {
            if let version = IOSVersion(parsing: String(match.1)) { versions.append(version) }
        }
        return versions.filter { $0.major > 0 }.min()
    }

    /// The `platforms:` entries of a Package.swift other than iOS, with their versions:
    /// `.macOS(.v12)`, `.watchOS(.v8_2)`, `.tvOS("15.0")` -> ["macOS": 12, ...]; the lowest when
    /// one is named twice. Not read from comments or other string literals (`ManifestCode`).
    public static func packageOtherPlatforms(_ manifest: String) -> [String: IOSVersion] {
        guard let manifest = ManifestCode.declarations(in: manifest) else { return [:] }
        var found: [String: IOSVersion] = [:]
        func add(_ platform: Substring, _ version: IOSVersion?) {
            guard let version, version.major > 0 else { return }
            found[String(platform)] = min(found[String(platform)] ?? version, version)
        }
        for match in manifest.matches(of: otherEnumCase) {
            add(match.1, IOSVersion(Int(match.2) ?? 0, match.3.flatMap { Int($0) } ?? 0))
        }
        for match in manifest.matches(of: otherLiteral) { add(match.1, IOSVersion(parsing: String(match.2))) }
        return found
    }

    nonisolated(unsafe) private static let otherEnumCase = /\.(macOS|macCatalyst|tvOS|watchOS|visionOS)\(\s*\.v(\d+)(?:_(\d+))?\s*\)/
    nonisolated(unsafe) private static let otherLiteral = /\.(macOS|macCatalyst|tvOS|watchOS|visionOS)\(\s*"(\d+(?:\.\d+){0,2})"\s*\)/

    // Compiled once (a regex literal is compiled each time it is evaluated).
    nonisolated(unsafe) private static let enumCase = /\.iOS\(\s*\.v(\d+)(?:_(\d+))?\s*\)/
    nonisolated(unsafe) private static let literal = /\.iOS\(\s*"(\d+(?:\.\d+){0,2})"\s*\)/

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of a project.pbxproj (targets and configurations
    /// may differ; the lowest is what the code must still run on).
    public static func xcodeProjectTarget(_ project: String) -> IOSVersion? {
        XcodeProjectDeploymentTargets(project).versions.min()
    }

    /// The target declared directly in `directory`: its Package.swift first; otherwise the
    /// lowest of its Xcode-side build descriptions: `*.xcodeproj` projects, xcconfig files near
    /// them (`XcconfigReader.files(under:)`, with their includes), an XcodeGen `project.yml` and
    /// Tuist manifests. xcconfig files count only in a directory holding one of the others, so
    /// a stray `Configs/` folder is not taken for a project. Paths in the origin are `display(path)`.
    /// xcconfig includes are followed only within `root` (default: `directory`); `skipped`
    /// gets a message for each include left out, each XcodeGen spec or project.pbxproj not
    /// read, and each implausible project setting left out.
    public static func target(
        in directory: String, display: (String) -> String, root: String? = nil, skipped: (String) -> Void = { _ in },
        files: ProjectFiles = .direct
    ) -> DeploymentTarget? {
        let manifest = directory + "/Package.swift"
        if let text = files.text(manifest), let version = packageTarget(text) {
            return DeploymentTarget(version: version, origin: .package(path: display(manifest)))
        }
        let entries = files.names(in: directory)
        var lowest: (version: IOSVersion, origin: (String) -> DeploymentTarget.Origin, path: String)?
        func consider(_ version: IOSVersion?, _ path: String, _ origin: @escaping (String) -> DeploymentTarget.Origin) {
            guard let version, lowest == nil || version < lowest!.version else { return }
            lowest = (version, origin, path)
        }
        let projects = entries.filter { $0.hasSuffix(".xcodeproj") }
        for entry in projects {
            let project = directory + "/" + entry + "/project.pbxproj"
            guard let text = files.text(project) else { continue }
            let read = XcodeProjectDeploymentTargets(text)
            for ignored in read.ignored { skipped("\(display(project)):\(ignored.line):\(ignored.column): \(ignored.message)") }
            consider(read.versions.min(), project, DeploymentTarget.Origin.xcodeProject)
        }
        let specs = XcodeGenReader.fileNames.filter(entries.contains).map { directory + "/" + $0 }
        for spec in specs {
            guard let text = files.text(spec) else { continue }
            switch XcodeGenReader.read(text) {
            case .success(let versions): consider(versions.min(), spec, DeploymentTarget.Origin.xcodeGen)
            case .failure(let problem):
                skipped("\(display(spec)):\(problem.line):\(problem.column): \(problem.summary); its deployment targets are not used")
            }
        }
        let manifests = TuistReader.manifests(in: directory, files: files)
        for file in manifests {
            let text = files.text(file)
            consider(text.flatMap { TuistReader.versions(in: $0).min() }, file, DeploymentTarget.Origin.tuist)
        }
        if !projects.isEmpty || !specs.isEmpty || !manifests.isEmpty {
            for file in XcconfigReader.files(under: directory, files: files) {
                if let found = XcconfigReader.lowest(startingAt: file, within: root ?? directory, skipped: { includer, include in
                    skipped("\(display(includer)): #include \"\(include)\" not followed: outside the repository")
                }, files: files) {
                    consider(found.version, found.path, DeploymentTarget.Origin.xcconfig)
                }
            }
        }
        return lowest.map { DeploymentTarget(version: $0.version, origin: $0.origin(display($0.path))) }
    }
}
