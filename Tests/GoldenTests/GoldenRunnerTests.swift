import Foundation
import ModernizeCore
import Rewrites
import Testing

/// Runs every golden case: output == expected for each file, the findings match the findings
/// file exactly (none when it is absent), a second run changes nothing, the output parses.
/// The case's files form one project: the index is built over all of them first.
/// `UPDATE_GOLDEN=1 swift test` writes the outputs for review (never under CI).
@Suite struct GoldenRunnerTests {
    static let updating = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        && ProcessInfo.processInfo.environment["CI"] == nil

    @Test(arguments: GoldenCase.all)
    func golden(_ golden: GoldenCase) throws {
        let files = golden.files
        try #require(!files.isEmpty, "golden case \(golden.testDescription) has no *.input.swift")
        let sources = try files.map { file in
            try SourceText.decode(path: file.name, bytes: [UInt8](Data(contentsOf: file.inputURL)))
        }
        let directives = golden.directives(in: sources[0].text)
        let (rules, options) = try Self.configuration(for: golden, directives: directives)
        let platformTargets = golden.isFolder ? try Self.otherPlatformTargets(of: files, in: golden.caseDirectory, rules: rules) : [:]
        let first = GoldenProject(
            sources: sources, rules: rules, options: options, root: golden.isFolder ? golden.caseDirectory : nil, platformTargets: platformTargets).migrate()

        var findings: [String] = []
        for (index, file) in files.enumerated() {
            let result = first.results[index]
            #expect(result.internalErrors.isEmpty, "internal errors: \(result.internalErrors.map(\.formatted))")
            if case .skippedParseError(let problem) = result.status {
                Issue.record("golden input \(file.name) does not parse: \(problem.position): \(problem.message)")
            }
            findings += result.findings.map { Self.render($0, file: golden.isFolder ? file.name : nil) }
            let output = sources[index].encoded(result.newText)
            if Self.updating {
                if output != sources[index].encoded(sources[index].text) { try Data(output).write(to: file.expectedURL) }
                continue
            }
            let expected = (try? [UInt8](Data(contentsOf: file.expectedURL))) ?? sources[index].encoded(sources[index].text)
            let (outputText, expectedText) = (String(decoding: output, as: UTF8.self), String(decoding: expected, as: UTF8.self))
            #expect(outputText == expectedText, "output differs from \(golden.rule)/\(golden.name): \(file.name)")
            if outputText == expectedText { #expect(output == expected, "bytes differ (line endings or BOM?) in \(file.name)") }
            #expect(ParsedSource(SourceText(path: file.name, text: result.newText)).firstError == nil, "output of \(file.name) does not parse")
        }
        let findingsText = findings.isEmpty ? nil : findings.joined(separator: "\n") + "\n"
        try Self.checkCompanions(first.companions, of: golden)
        if Self.updating {
            if let findingsText { try findingsText.write(to: golden.findingsURL, atomically: true, encoding: .utf8) }
            else { try? FileManager.default.removeItem(at: golden.findingsURL) }
            return
        }
        let expectedFindings = try? String(contentsOf: golden.findingsURL, encoding: .utf8)
        #expect(findingsText == expectedFindings,
                "findings differ from \(golden.findingsURL.lastPathComponent) (absent: none expected):\n\(findingsText ?? "(none)")")


        // The second run sees the first one's output: its files, created files and rewrites.
        let created = first.companions.filter { $0.originalText == nil && $0.path.hasSuffix(".swift") }
        let outputs = zip(sources, first.results).map { SourceText(path: $0.path, text: $1.newText, hasByteOrderMark: $0.hasByteOrderMark) }
            + created.map { SourceText(path: $0.path, text: $0.newText) }
        let second = GoldenProject(
            sources: outputs, rules: rules, options: options, root: golden.isFolder ? golden.caseDirectory : nil,
            rewritten: first.companions.filter { $0.originalText != nil }, platformTargets: platformTargets).migrate()
        for (index, file) in outputs.enumerated() {
            #expect(second.results[index].newText == file.text, "not idempotent: a second run changes \(file.path)")
            #expect(second.results[index].internalErrors.isEmpty)
        }
        #expect(second.companions.isEmpty, "not idempotent: a second run writes \(second.companions.map(\.path))")
    }

    /// A folder case expects each file a change creates or rewrites as `Name.expected.ext`
    /// beside it (`SceneDelegate.expected.swift` with no input, `Info.expected.plist`), and
    /// every such file without an input to be written.
    static func checkCompanions(_ companions: [CompanionFile], of golden: GoldenCase) throws {
        guard golden.isFolder else {
            #expect(companions.isEmpty, "a single-file case cannot create or rewrite other files")
            return
        }
        var expectedNames = Set(((try? FileManager.default.contentsOfDirectory(atPath: golden.caseDirectory.path)) ?? []).filter { name in
            name.contains(".expected.") && !FileManager.default.fileExists(
                atPath: golden.caseDirectory.appendingPathComponent(name.replacingOccurrences(of: ".expected.", with: ".input.")).path)
        })
        for companion in companions {
            let name = expectedName(of: companion.path)
            expectedNames.remove(name)
            let url = golden.caseDirectory.appendingPathComponent(name)
            if updating {
                try Data(companion.newText.utf8).write(to: url)
                continue
            }
            let expected = try? String(contentsOf: url, encoding: .utf8)
            #expect(expected == companion.newText, "\(companion.path) differs from \(name) (or \(name) is missing)")
        }
        #expect(expectedNames.isEmpty, "expected files not written: \(expectedNames.sorted())")
    }

    /// `Dir/Info.plist` -> `Dir/Info.expected.plist`.
    static func expectedName(of path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let base = String(path.dropLast(ext.isEmpty ? 0 : ext.count + 1))
        return base + ".expected" + (ext.isEmpty ? "" : "." + ext)
    }

    /// `` `line text` severity: message `` plus indented suggestion lines.
    static func render(_ finding: Finding, file: String?) -> String {
        // Golden files name the lowest level `info`, its name before the CLI printed it as `note`.
        let level = finding.severity == .info ? "info" : finding.severity.rawValue
        var rendered = (file.map { $0 + " " } ?? "") + "`\(finding.lineText)` \(level): \(finding.message)"
        if let suggestion = finding.suggestion {
            rendered += "\n  suggested: " + suggestion.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\n  ")
        }
        return rendered
    }

    /// A folder case's Xcode project says which files only other platforms build, as in a run
    /// (each file under its name without `.input`).
    /// Its Package.swift says which other platforms (and versions) build them.
    static func otherPlatformTargets(of files: [GoldenFile], in directory: URL, rules: [any Codemod]) throws -> [String: PlatformOptions] {
        let root = directory.standardizedFileURL.path
        let resolver = SettingsResolver(allRules: rules, commandLine: CommandLineSettings(), root: root, display: { path in
            path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        })
        var result: [String: PlatformOptions] = [:]
        for file in files {
            let options = try resolver.settings(for: directory.appendingPathComponent(file.name).path).options
            result[file.name] = PlatformOptions(target: options.otherPlatformTarget, platforms: options.otherPlatforms, mainActorByDefault: options.mainActorByDefault)
        }
        return result
    }

    static func configuration(for golden: GoldenCase, directives: [String: String]) throws -> ([any Codemod], RuleOptions) {
        let ruleIDs = directives["rules"].map { $0.split(separator: ",").map(String.init) } ?? [golden.rule]
        let rules = try ruleIDs.map { id in try #require(Codemods.codemod(id: id), "golden case names unknown rule \(id)") }
        var options = RuleOptions(includeReview: directives["review"] == "off" ? .none : .all)
        if let minimum = directives["min-ios"] {
            options.minimumIOS = try #require(IOSVersion(parsing: minimum))
        }
        return (rules, options)
    }
}

/// What a folder case's build files say about the platforms building one file.
struct PlatformOptions {
    var target: String?
    var platforms: [String: PlatformBuild]
    var mainActorByDefault: String?
}

/// The files of one golden case as a project: index first, then each file migrated.
struct GoldenProject {
    let sources: [SourceText]
    let rules: [any Codemod]
    let options: RuleOptions
    /// A folder case's directory, whose storyboards and xibs the index reads.
    let root: URL?
    /// Property lists as an earlier run rewrote them.
    var rewritten: [CompanionFile] = []
    /// `RuleOptions.otherPlatformTarget` and `otherPlatforms` by file path.
    var platformTargets: [String: PlatformOptions] = [:]
    /// A build index of these files (`BuildIndexRuleFamilyTests`), and where each was compiled
    /// from (display path -> path on disk).
    var buildIndex: BuildIndexStore? = nil
    var compiledPaths: [String: String] = [:]

    func options(for path: String) -> RuleOptions {
        var fileOptions = options
        fileOptions.otherPlatformTarget = platformTargets[path]?.target
        fileOptions.otherPlatforms = platformTargets[path]?.platforms ?? [:]
        fileOptions.mainActorByDefault = platformTargets[path]?.mainActorByDefault
        return fileOptions
    }

    /// Changes across files are settled as in a run: a group some file cannot take is
    /// blocked everywhere; `companions` are the files the remaining groups create or rewrite.
    func migrate() -> (index: ProjectIndex, results: [MigrationResult], companions: [CompanionFile]) {
        var index = Self.index(sources, rules: rules, root: root)
        index.buildIndex = buildIndex
        let rewrites = Dictionary(rewritten.map { ($0.path, $0.newText) }, uniquingKeysWith: { first, _ in first })
        index.propertyLists = index.propertyLists.map { list in rewrites[list.path].map { list.with(text: $0) } ?? list }
        var results = sources.map { migration(of: $0.path, index: index).migrate($0) }
        let position = Dictionary(uniqueKeysWithValues: sources.enumerated().map { ($1.path, $0) })
        let settled = GroupSettlement.settle(
            parts: Dictionary(uniqueKeysWithValues: zip(sources, results).map { ($0.path, $1.groupParts) }),
            rerun: { paths, blocked in
                Dictionary(uniqueKeysWithValues: paths.map { path in
                    let slot = position[path]!
                    results[slot] = migration(of: path, index: index, blockedGroups: blocked).migrate(sources[slot])
                    return (path, results[slot].groupParts)
                })
            })
        return (index, results, GroupSettlement.companions(parts: settled.parts, blocked: settled.blocked).map(\.file))
    }

    private func migration(of path: String, index: ProjectIndex, blockedGroups: [String: String] = [:]) -> FileMigration {
        var migration = FileMigration(rules: rules, options: options(for: path), index: index, blockedGroups: blockedGroups)
        if buildIndex != nil {
            migration.readPath = compiledPaths[path]
            migration.readPaths = compiledPaths
        }
        return migration
    }

    static func index(_ sources: [SourceText], rules: [any Codemod], root: URL?) -> ProjectIndex {
        var interest = IndexInterest.forRules(rules)
        guard !interest.isEmpty else { return .empty }
        // As a run does: the call graph records only calls that may reach a project function.
        if interest.callGraph { interest.callGraphNames = sources.reduce(into: []) { $0.formUnion(DeclaredFunctionNames.scan($1.text)) } }
        let byPath = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
        let built = IndexBuilder(interest: interest, jobs: 1).build(
            files: sources.map { SourceFile(path: $0.path, displayPath: $0.path) },
            read: { byPath[$0.path] }, keepTree: { _ in false })
        var facts = interest.supertypeChains ? SupertypeClosure.extend(built.facts, sources: sources, interest: interest) : built.facts
        if interest.callGraph { facts = CallerClosure.extend(facts, sources: sources, interest: interest) }
        if !interest.receiverTypes.isEmpty { facts = ReceiverClosure.extend(facts, sources: sources, interest: interest) }
        // A folder case's Objective-C headers, as a run reads them.
        if let root { facts += ObjectiveCHeaders.facts(under: [root.path]) { $0.hasPrefix(root.path + "/") ? String($0.dropFirst(root.path.count + 1)) : $0 } }
        var index = ProjectIndex(files: facts)
        index.ruleIDs = Set(rules.map(\.id))
        if interest.typeHeaders { index.typeHeaders = sources.flatMap(TypeHeader.scan) }
        guard let root else { return index }
        let relative = { (path: String) in path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path }
        if interest.interfaceBuilder { index.interfaceBuilder = InterfaceBuilderIndex.scan(root: root.path, display: relative) }
        if interest.propertyLists { index.propertyLists = PropertyListFiles.scan(root: root.path, display: relative) }
        return index
    }
}
