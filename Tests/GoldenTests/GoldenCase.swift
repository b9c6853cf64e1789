import Foundation
import Testing

/// One golden case: `Golden/<rule>/<name>.input.swift`, its optional `.expected.swift` (absent:
/// the input must come out unchanged) and optional `.findings` (the exact findings, one per
/// line as `line:column severity: message`).
///
/// An input may start with directive comments that set options for the case:
/// `// golden: min-ios=16` and `// golden: rules=gcd-to-task,reconfigure-items`
/// (default: only the rule named by the directory).
struct GoldenCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let name: String
    let directory: URL

    var testDescription: String { "\(rule)/\(name)" }
    var inputURL: URL { directory.appendingPathComponent("\(name).input.swift") }
    var expectedURL: URL { directory.appendingPathComponent("\(name).expected.swift") }
    var findingsURL: URL { directory.appendingPathComponent("\(name).findings") }

    static let goldenRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static var all: [GoldenCase] {
        let fileManager = FileManager.default
        let rules = ((try? fileManager.contentsOfDirectory(atPath: goldenRoot.path)) ?? []).sorted()
        return rules.flatMap { rule -> [GoldenCase] in
            let directory = goldenRoot.appendingPathComponent(rule)
            let names = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.hasSuffix(".input.swift") }.sorted().map {
                GoldenCase(rule: rule, name: String($0.dropLast(".input.swift".count)), directory: directory)
            }
        }
    }

    /// `key=value` settings from `// golden:` lines at the top of the input.
    func directives(in text: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in text.split(separator: "\n").prefix(while: { $0.hasPrefix("//") }) {
            guard line.hasPrefix("// golden:") else { continue }
            for pair in line.dropFirst("// golden:".count).split(separator: " ") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { result[String(parts[0])] = String(parts[1]).trimmingCharacters(in: .whitespacesAndNewlines) }
            }
        }
        return result
    }
}
