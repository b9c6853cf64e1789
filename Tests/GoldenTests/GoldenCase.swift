import Foundation
import Testing

/// One source file of a golden case: its input and optional expected output (absent: the
/// input must come out unchanged).
struct GoldenFile: Sendable {
    /// The file's name in messages and findings (`common-shape.swift`, `CellsController.swift`).
    let name: String
    let inputURL: URL
    let expectedURL: URL
}

/// One golden case, either
/// - a single file: `Golden/<rule>/<name>.input.swift`, optional `<name>.expected.swift` and
///   `<name>.findings`; or
/// - a folder (facts spanning files): `Golden/<rule>/<name>/` holding `X.input.swift` /
///   `X.expected.swift` pairs, any other project files (storyboards, Package.swift) and
///   `case.findings`.
/// No findings file means the case must report nothing. Each findings line is
/// `` `<the reported line's text, trimmed>` severity: message `` (prefixed `File.swift ` in
/// folder cases), so inserting a line above a site does not invalidate it; suggestions follow
/// on `  suggested:` lines.
///
/// An input may start with directive comments: `// golden: min-ios=16`,
/// `// golden: rules=gcd-to-task,reconfigure-items` (default: the directory's rule),
/// `// golden: review=off` (default: review rewrites are applied, their notes listed).
struct GoldenCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let name: String
    let directory: URL
    let isFolder: Bool

    var testDescription: String { "\(rule)/\(name)" }
    var caseDirectory: URL { isFolder ? directory.appendingPathComponent(name) : directory }
    var findingsURL: URL {
        isFolder ? caseDirectory.appendingPathComponent("case.findings") : directory.appendingPathComponent("\(name).findings")
    }

    var files: [GoldenFile] {
        if !isFolder {
            return [GoldenFile(
                name: "\(name).swift", inputURL: directory.appendingPathComponent("\(name).input.swift"),
                expectedURL: directory.appendingPathComponent("\(name).expected.swift"))]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: caseDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".input.swift") }.sorted().map { input in
            let base = String(input.dropLast(".input.swift".count))
            return GoldenFile(
                name: base + ".swift", inputURL: caseDirectory.appendingPathComponent(input),
                expectedURL: caseDirectory.appendingPathComponent(base + ".expected.swift"))
        }
    }

    /// The first input, whose header carries the directives.
    var inputURL: URL { files[0].inputURL }

    static let goldenRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static var all: [GoldenCase] {
        let fileManager = FileManager.default
        let rules = ((try? fileManager.contentsOfDirectory(atPath: goldenRoot.path)) ?? []).sorted()
        return rules.flatMap { rule -> [GoldenCase] in
            let directory = goldenRoot.appendingPathComponent(rule)
            let names = ((try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            return names.compactMap { entry in
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: directory.appendingPathComponent(entry).path, isDirectory: &isDirectory), isDirectory.boolValue { return GoldenCase(rule: rule, name: entry, directory: directory, isFolder: true) }
                guard entry.hasSuffix(".input.swift") else { return nil }
                return GoldenCase(rule: rule, name: String(entry.dropLast(".input.swift".count)), directory: directory, isFolder: false)
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
