import Foundation

/// A `.modernize.json` file: per-directory defaults that command-line options override.
///
/// ```json
/// { "rules": ["reconfigure-items"], "disabledRules": [], "minimumIOS": "15", "exclude": ["Generated/**"] }
/// ```
public struct ConfigFile: Sendable, Equatable {
    public static let fileName = ".modernize.json"
    public static let knownKeys = ["root", "rules", "disabledRules", "minimumIOS", "exclude", "includeReview", "includeGenerated", "severity"]

    /// Where the file is (as given to `load`); exclude patterns are relative to its directory.
    public let path: String
    public var rules: [String]?
    public var disabledRules: [String]?
    public var minimumIOS: IOSVersion?
    public var exclude: [GlobPattern] = []
    /// `true`, `false` or an array of rule ids whose review rewrites are applied.
    public var includeReview: ReviewSelection?
    /// Migrate files whose header says they are generated (skipped by default).
    public var includeGenerated: Bool?
    /// Per rule: the severity of the results it leaves (`{"gcd-to-task": "note"}`), as
    /// SwiftLint's and ruff's per-rule levels.
    public var severity: [String: Severity] = [:]
    /// `"root": true`: the files of parent directories are not read (see `ConfigChain`).
    public var isRoot = false
    /// The keys the file sets, for `modernize config` to say where each setting came from.
    public var keys: Set<String> = []

    public init(path: String, rules: [String]? = nil, disabledRules: [String]? = nil, minimumIOS: IOSVersion? = nil, exclude: [GlobPattern] = []) {
        self.path = path
        self.rules = rules
        self.disabledRules = disabledRules
        self.minimumIOS = minimumIOS
        self.exclude = exclude
    }

    /// Parses and validates; `knownRuleIDs` are the rules a config may name. `path` names the
    /// file in messages; `reading` is where to read it when that differs.
    public static func load(
        path: String, knownRuleIDs: Set<String>, reading: String? = nil, files: ProjectFiles = .direct
    ) throws(ConfigError) -> ConfigFile {
        guard let data = files.data(reading ?? path) else {
            throw ConfigError(path: path, message: "cannot read the file")
        }
        return try parse(data, path: path, knownRuleIDs: knownRuleIDs)
    }

    public static func parse(_ data: Data, path: String, knownRuleIDs: Set<String>) throws(ConfigError) -> ConfigFile {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw ConfigError(path: path, message: "not valid JSON" + JSONErrorPosition.describe(error, in: data))
        }
        guard let dictionary = object as? [String: Any] else {
            throw ConfigError(path: path, message: "the top level must be a JSON object ({ ... }), not \(describe(object))")
        }
        if let key = JSONDuplicateKeys.first(in: [UInt8](data)) {
            throw ConfigError(path: path, message: "key '\(key)' appears more than once")
        }
        var config = ConfigFile(path: path)
        config.keys = Set(dictionary.keys)
        for key in dictionary.keys.sorted() {
            let value = dictionary[key]!
            switch key {
            case "root":
                config.isRoot = try boolean(value, key: key, path: path)
            case "rules":
                config.rules = try ruleList(value, key: key, path: path, known: knownRuleIDs)
            case "disabledRules":
                config.disabledRules = try ruleList(value, key: key, path: path, known: knownRuleIDs)
            case "minimumIOS":
                config.minimumIOS = try version(value, path: path)
            case "exclude":
                config.exclude = try strings(value, key: key, path: path).map(GlobPattern.init)
            case "includeReview":
                if let number = value as? NSNumber, String(cString: number.objCType) == "c" {
                    config.includeReview = number.boolValue ? .all : ReviewSelection.none
                } else {
                    config.includeReview = .rules(Set(try ruleList(value, key: key, path: path, known: knownRuleIDs)))
                }
            case "includeGenerated":
                config.includeGenerated = try boolean(value, key: key, path: path)
            case "severity":
                config.severity = try severities(value, path: path, known: knownRuleIDs)
            default:
                throw ConfigError(path: path, message: "unknown key '\(key)' (known keys: \(knownKeys.joined(separator: ", ")))")
            }
        }
        if let rules = config.rules, Set(rules).isSubset(of: Set(config.disabledRules ?? [])) {
            throw ConfigError(path: path, message: "'rules' and 'disabledRules' together leave no rule to run")
        }
        return config
    }

    private static func strings(_ value: Any, key: String, path: String) throws(ConfigError) -> [String] {
        // JSONSerialization gives NSNumber for booleans too; only real strings pass.
        guard let array = value as? [Any], let strings = array as? [String], strings.count == array.count else {
            throw ConfigError(path: path, message: "'\(key)' must be an array of strings")
        }
        return strings
    }

    private static func boolean(_ value: Any, key: String, path: String) throws(ConfigError) -> Bool {
        // JSONSerialization gives NSNumber for numbers and booleans; "c" marks a JSON boolean.
        guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else {
            throw ConfigError(path: path, message: "'\(key)' must be true or false, not \(value)")
        }
        return number.boolValue
    }

    /// `{"rule-id": "error" | "warning" | "note", ...}`.
    private static func severities(_ value: Any, path: String, known: Set<String>) throws(ConfigError) -> [String: Severity] {
        guard let object = value as? [String: Any] else {
            throw ConfigError(path: path, message: "'severity' must be an object mapping rule ids to \"error\", \"warning\" or \"note\", not \(describe(value))")
        }
        var levels: [String: Severity] = [:]
        for id in object.keys.sorted() {
            guard known.contains(id) else {
                throw ConfigError(path: path, message: "'severity': unknown rule '\(id)' (implemented rules: \(known.sorted().joined(separator: ", ")))")
            }
            guard let name = object[id] as? String, let level = Severity(name: name) else {
                throw ConfigError(path: path, message: "'severity': '\(id)' must be \"error\", \"warning\" or \"note\", not \(describe(object[id]!))")
            }
            levels[id] = level
        }
        return levels
    }

    private static func ruleList(_ value: Any, key: String, path: String, known: Set<String>) throws(ConfigError) -> [String] {
        let ids = try strings(value, key: key, path: path)
        if key == "rules" && ids.isEmpty {
            throw ConfigError(path: path, message: "'rules' is empty, so no rule would run (leave the key out to run every rule)")
        }
        if let unknown = ids.first(where: { !known.contains($0) }) {
            throw ConfigError(path: path, message: "'\(key)': unknown rule '\(unknown)' (implemented rules: \(known.sorted().joined(separator: ", ")))")
        }
        return ids
    }

    private static func version(_ value: Any, path: String) throws(ConfigError) -> IOSVersion {
        var text: String?
        if let string = value as? String {
            text = string
        } else if let number = value as? NSNumber, String(cString: number.objCType) != "c" {  // "c": a JSON boolean
            text = number.stringValue
        }
        guard let text, let version = IOSVersion(parsing: text) else {
            throw ConfigError(path: path, message: "'minimumIOS': expected a version string or number such as \"15\", \"16.4\" or 15, not \(describe(value))")
        }
        let plausible = IOSVersion.plausibleDeploymentTargets
        guard plausible.contains(version.major) else {
            throw ConfigError(path: path, message: "'minimumIOS': \(text) is not an iOS version a deployment target can be (\(plausible.lowerBound) to \(plausible.upperBound))")
        }
        return version
    }

    /// A JSON value's kind and text for messages: `null`, `true (a boolean)`, `42 (a number)`.
    static func describe(_ value: Any) -> String {
        switch value {
        case is NSNull: return "null"
        case let number as NSNumber where String(cString: number.objCType) == "c": return "\(number.boolValue) (a boolean)"
        case let number as NSNumber: return "\(number) (a number)"
        case let string as String: return "\"\(string)\" (a string)"
        case is [Any]: return "an array"
        default: return "an object"
        }
    }
}

/// A problem with a `.modernize.json`: names the file and the offending key.
public struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    public let path: String
    public let message: String

    public var description: String { "\(path): \(message)" }
}
