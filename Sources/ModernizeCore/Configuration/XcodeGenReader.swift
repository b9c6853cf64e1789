import Foundation
import Yams

/// Reads the iOS deployment targets an XcodeGen spec (`project.yml` / `project.yaml`) sets.
///
/// The spec is parsed with Yams, the YAML library XcodeGen itself uses, so block and flow
/// styles, quoting, comments, block scalars, anchors, aliases and `<<` merge keys read as they
/// do for XcodeGen. Counted, in every document of the file:
///
/// ```yaml
/// options:
///   deploymentTarget:
///     iOS: "15.0"              # or flow style: deploymentTarget: {iOS: 15.0, macOS: 12.0}
/// settings:
///   IPHONEOS_DEPLOYMENT_TARGET: 14.0   # anywhere: project, target, base, configs
/// targets:
///   App:
///     platform: iOS            # or [iOS, tvOS], or supportedDestinations: [iOS, macOS]
///     deploymentTarget: "13.0" # a plain value counts only for a target whose platform is iOS
/// ```
///
/// `include:`d specs are not followed: what they set is not seen (the lowest of what is seen
/// still counts).
public enum XcodeGenReader {
    public static let fileNames = ["project.yml", "project.yaml"]

    /// The iOS versions the spec sets; none for a file that is not YAML (`read(_:)` says where).
    public static func versions(in text: String) -> [IOSVersion] {
        (try? read(text).get()) ?? []
    }

    /// The iOS versions the spec sets, or where it stops being YAML. A spec XcodeGen could not
    /// load is not the project's build description, so nothing of it counts then.
    ///
    /// Yams and the walk recurse once per level: a spec that could nest deeper than
    /// `maximumDepth`, or `maximumDepthWithAliases` once its aliases are followed
    /// (`YAMLNestingBound`), is refused unread; the others are read on a big-stack thread (as
    /// Swift files are parsed), within `timeLimit` seconds.
    public static func read(_ text: String) -> Result<[IOSVersion], XcodeGenSpecProblem> {
        let bound = YAMLNestingBound(text)
        if bound.deepest > maximumDepth || bound.withAliases > maximumDepthWithAliases {
            let why = bound.deepest > maximumDepth
                ? "it may nest deeper than \(maximumDepth) levels here"
                : "it may nest deeper than \(maximumDepthWithAliases) levels once its \(bound.anchors) anchors' aliases are followed"
            return .failure(XcodeGenSpecProblem(line: bound.place.line, column: bound.place.column, message: why, kind: .notRead))
        }
        let read = BigStackThreads.run(timeout: timeLimit) { () -> Result<[IOSVersion], XcodeGenSpecProblem> in
            var walk = SpecWalk()
            do {
                var documents = try Yams.compose_all(yaml: text)
                while let document = documents.next() { walk.visit(document) }
                if let error = documents.error { throw error }
            } catch {
                return .failure(XcodeGenSpecProblem(error, in: text))
            }
            if walk.tooDeep {
                return .failure(XcodeGenSpecProblem(
                    line: 1, column: 1, message: "its aliases nest deeper than \(maximumDepthWithAliases) levels", kind: .notRead))
            }
            return .success(walk.versions)
        }
        return read ?? .failure(XcodeGenSpecProblem(
            line: 1, column: 1, message: "reading it took longer than \(Int(timeLimit)) seconds", kind: .notRead))
    }

    /// Levels a spec may nest (by `YAMLNestingBound`'s count; real specs stay within 20 levels,
    /// though each `[` and `{` counts wherever it is), and with its aliases followed: on the
    /// big stack, far from what it holds.
    public static let maximumDepth = 10_000
    public static let maximumDepthWithAliases = 100_000
    /// Seconds a spec may take to read.
    static let timeLimit = 10.0
}

/// One pass over a composed spec, collecting the versions the keys above set, in the view
/// XcodeGen's loader has of each mapping: `<<` merges applied, a repeated key's last value.
private struct SpecWalk {
    var versions: [IOSVersion] = []
    /// Set when the walk stopped descending at `maximumDepth` (aliases repeat their anchors'
    /// depth, one inside another; `YAMLNestingBound` keeps that below it, this makes sure).
    var tooDeep = false
    static let maximumDepth = XcodeGenReader.maximumDepthWithAliases
    private var depth = 0
    /// Mappings and sequences already walked, by kind and position: an alias repeats its
    /// anchor's node (position included), which has nothing new to say, and re-walking nested
    /// aliases could take exponentially long (a "billion laughs" file).
    private var walked: Set<String> = []
    /// The pairs worked out for a mapping, by position: merges of merges are worked out once.
    private var knownPairs: [String: [(key: String, value: Node)]] = [:]

    mutating func visit(_ node: Node) {
        guard depth < Self.maximumDepth else {
            tooDeep = true
            return
        }
        depth += 1
        defer { depth -= 1 }
        switch node {
        case .mapping(let mapping):
            guard Self.firstVisit(&walked, "mapping", mapping.mark) else { return }
            let seen = pairs(of: mapping)
            visitKeys(seen)
            for pair in seen { visit(pair.value) }
        case .sequence(let sequence):
            guard Self.firstVisit(&walked, "sequence", sequence.mark) else { return }
            for item in sequence { visit(item) }
        default:
            break
        }
    }

    private mutating func visitKeys(_ seen: [(key: String, value: Node)]) {
        var plainTargets: [IOSVersion] = []
        var forIOS = false
        for (key, value) in seen {
            switch key {
            case "IPHONEOS_DEPLOYMENT_TARGET":
                versions += Self.version(value).map { [$0] } ?? []
            case "deploymentTarget":
                if case .mapping(let perPlatform) = value {
                    versions += pairs(of: perPlatform).filter { $0.key == "iOS" }.compactMap { Self.version($0.value) }
                } else if let version = Self.version(value) {
                    plainTargets.append(version)
                }
            case "platform", "supportedDestinations":
                forIOS = forIOS || Self.names(value).contains("iOS")
            default:
                break
            }
        }
        if forIOS { versions += plainTargets }
    }

    /// A mapping's string-keyed pairs as XcodeGen sees them: its own keys, a repeated one with
    /// its last value; then those of its `<<` merges not already there, the first merged
    /// mapping winning (YAML's merge key type).
    private mutating func pairs(of mapping: Node.Mapping) -> [(key: String, value: Node)] {
        let place = mapping.mark.map { "\($0.line):\($0.column)" }
        if let place, let known = knownPairs[place] { return known }
        var result: [(key: String, value: Node)] = []
        var index: [String: Int] = [:]
        var merged: [Node.Mapping] = []
        for pair in mapping {
            guard let key = pair.key.scalar else { continue }
            if key.string == "<<" && key.style == .plain {
                switch pair.value {
                case .mapping(let source): merged.append(source)
                case .sequence(let sources): merged += sources.compactMap(\.mapping)
                default: break
                }
            } else if let earlier = index[key.string] {
                result[earlier].value = pair.value
            } else {
                index[key.string] = result.count
                result.append((key.string, pair.value))
            }
        }
        for source in merged {
            for pair in pairs(of: source) where index[pair.key] == nil {
                index[pair.key] = result.count
                result.append(pair)
            }
        }
        if let place { knownPairs[place] = result }
        return result
    }

    /// False for a node seen before at the same position (an alias of it).
    private static func firstVisit(_ walked: inout Set<String>, _ kind: String, _ mark: Mark?) -> Bool {
        guard let mark else { return true }
        return walked.insert("\(kind) \(mark.line):\(mark.column)").inserted
    }

    private static func version(_ node: Node) -> IOSVersion? {
        node.scalar.flatMap { IOSVersion(parsing: $0.string) }
    }

    /// `iOS` or `[iOS, tvOS]`.
    private static func names(_ node: Node) -> [String] {
        switch node {
        case .scalar(let scalar): [scalar.string]
        case .sequence(let sequence): sequence.compactMap { $0.scalar?.string }
        default: []
        }
    }
}
