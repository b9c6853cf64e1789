import Foundation

/// Reads the iOS deployment targets an XcodeGen spec (`project.yml` / `project.yaml`) sets.
///
/// Not a YAML parser: a small line-based reader that tracks block-mapping indentation, which is
/// enough for the keys that matter here and adds no package dependency. It understands
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
/// Anchors, aliases, multi-document files, `include:`d specs and block scalars are not
/// followed; what they would set is not seen (the lowest of what is seen still counts).
public enum XcodeGenReader {
    public static let fileNames = ["project.yml", "project.yaml"]

    public static func versions(in text: String) -> [IOSVersion] {
        // Open mappings as (indent, key), innermost last.
        var stack: [(indent: Int, key: String)] = []
        var versions: [IOSVersion] = []
        // Plain `deploymentTarget: X` values and `platform:` values, per enclosing mapping path.
        var plainTargets: [String: [IOSVersion]] = [:]
        var platforms: [String: String] = [:]

        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = stripComment(String(rawLine))
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            var indent = line.prefix { $0 == " " }.count
            line = String(line.dropFirst(indent))
            // A sequence item `- key: value` opens a mapping two columns further in.
            while line.hasPrefix("- ") {
                line = String(line.dropFirst(2))
                indent += 2 + line.prefix { $0 == " " }.count
                line = line.trimmingCharacters(in: .whitespaces)
            }
            guard let colon = keyColon(line) else { continue }
            let key = unquote(String(line[..<colon]).trimmingCharacters(in: .whitespaces))
            let value = unquote(String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            let parent = stack.map(\.key)
            let mapping = parent.joined(separator: "\u{1F}")

            switch key {
            case "IPHONEOS_DEPLOYMENT_TARGET":
                if let version = IOSVersion(parsing: value) { versions.append(version) }
            case "iOS" where parent.last == "deploymentTarget":
                if let version = IOSVersion(parsing: value) { versions.append(version) }
            case "deploymentTarget" where value.hasPrefix("{"):
                versions += flowMapping(value).filter { $0.key == "iOS" }.compactMap { IOSVersion(parsing: $0.value) }
            case "deploymentTarget" where !value.isEmpty:
                if let version = IOSVersion(parsing: value) { plainTargets[mapping, default: []].append(version) }
            case "platform", "supportedDestinations":
                platforms[mapping, default: ""] += " " + value
            default:
                break
            }
            if value.isEmpty { stack.append((indent, key)) }
        }
        for (mapping, targets) in plainTargets where isIOS(platforms[mapping]) {
            versions += targets
        }
        return versions
    }

    /// `iOS`, `[iOS, tvOS]` or `[ iOS ]` (possibly both keys' values run together).
    private static func isIOS(_ platform: String?) -> Bool {
        guard let platform else { return false }
        return platform.split(whereSeparator: { "[], ".contains($0) })
            .contains { unquote(String($0)) == "iOS" }
    }

    /// The colon ending a mapping key (followed by a space or the end of the line), outside quotes.
    private static func keyColon(_ line: String) -> String.Index? {
        var quote: Character?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "{" || character == "[" {
                return nil
            } else if character == ":" {
                let next = line.index(after: index)
                if next == line.endIndex || line[next] == " " { return index }
            }
            index = line.index(after: index)
        }
        return nil
    }

    /// Drops a ` # comment` that is not inside quotes.
    private static func stripComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" && (previous == " " || previous == "\t") {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }

    /// `{iOS: "15.0", macOS: 12}` -> ["iOS": "15.0", "macOS": "12"].
    private static func flowMapping(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        let inner = text.trimmingCharacters(in: CharacterSet(charactersIn: "{} "))
        for pair in inner.split(separator: ",") {
            let parts = pair.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            result[unquote(parts[0].trimmingCharacters(in: .whitespaces))] = unquote(parts[1].trimmingCharacters(in: .whitespaces))
        }
        return result
    }

    private static func unquote(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}
