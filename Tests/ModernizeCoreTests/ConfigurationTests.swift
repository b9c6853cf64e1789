import Foundation
@testable import ModernizeCore
import TestSupport
import Testing

@Suite struct ConfigurationTests {
    let known: Set<String> = ["rename", "other"]

    func parse(_ json: String) throws(ConfigError) -> ConfigFile {
        try ConfigFile.parse(Data(json.utf8), path: "App/.modernize.json", knownRuleIDs: known)
    }

    @Test func validFile() throws {
        let config = try parse(#"{"rules": ["rename"], "disabledRules": ["other"], "minimumIOS": 15.4, "exclude": ["Generated/**"]}"#)
        #expect(config.rules == ["rename"])
        #expect(config.disabledRules == ["other"])
        #expect(config.minimumIOS == IOSVersion(15, 4))
        #expect(config.exclude.map(\.text) == ["Generated/**"])
        #expect(try parse(#"{"minimumIOS": "16"}"#).minimumIOS == IOSVersion(16))
    }

    @Test(arguments: [
        (#"{"rulez": []}"#, "unknown key 'rulez'"),
        (#"{"rules": ["nope"]}"#, "'rules': unknown rule 'nope'"),
        (#"{"disabledRules": "rename"}"#, "'disabledRules' must be an array of strings"),
        (#"{"minimumIOS": "fifteen"}"#, "'minimumIOS': expected a version string or number"),
        (#"{"minimumIOS": true}"#, "'minimumIOS': expected a version string or number"),
        (#"{"minimumIOS": 99}"#, "'minimumIOS': 99 is not an iOS version a deployment target can be (8 to 30)"),
        (#"{"exclude": [1]}"#, "'exclude' must be an array of strings"),
        (#"[1]"#, "top level must be a JSON object"),
        (#"{"#, "not valid JSON"),
    ])
    func errorsNameTheKeyAndFile(json: String, expected: String) {
        #expect {
            _ = try parse(json)
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix("App/.modernize.json: ") && description.contains(expected)
        }
    }

    @Test(arguments: [
        ("*.generated.swift", "Sources/A.generated.swift", true),
        ("*.generated.swift", "Sources/A.swift", false),
        ("Generated", "Sources/Generated/A.swift", true),
        ("Sources/Legacy/**", "Sources/Legacy/Deep/A.swift", true),
        ("Sources/Legacy/**", "Other/Sources/Legacy/A.swift", false),
        ("Sources/*.swift", "Sources/A.swift", true),
        ("Sources/*.swift", "Sources/Sub/A.swift", false),
        ("**/Test?.swift", "a/b/Test1.swift", true),
        ("./Vendor/", "Vendor/X.swift", true),
    ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(GlobPattern(pattern).matches(path) == matches)
    }

    @Test func deploymentTargetsFromBuildFiles() {
        #expect(DeploymentTargetReader.packageTarget(#"platforms: [.macOS(.v13), .iOS(.v15)]"#) == IOSVersion(15))
        #expect(DeploymentTargetReader.packageTarget(#"platforms: [.iOS("16.4")]"#) == IOSVersion(16, 4))
        #expect(DeploymentTargetReader.packageTarget(#"platforms: [.iOS(.v17_2)]"#) == IOSVersion(17, 2))
        #expect(DeploymentTargetReader.packageTarget(#"platforms: [.macOS(.v13)]"#) == nil)
        let project = XcodeProjectText.deploymentTargets(["16.0", "14.2", "\"15.0\""])
        #expect(DeploymentTargetReader.xcodeProjectTarget(project) == IOSVersion(14, 2))
    }

    /// A Package.swift's other platforms, for rules whose new API another platform gets later
    /// or not at all; not read from comments or other strings.
    @Test func otherPlatformsOfAPackage() throws {
        #expect(DeploymentTargetReader.packageOtherPlatforms(#"platforms: [.iOS(.v16), .macOS(.v12), .watchOS("8.2"), .tvOS(.v15_4)]"#)
                == ["macOS": IOSVersion(12), "watchOS": IOSVersion(8, 2), "tvOS": IOSVersion(15, 4)])
        #expect(DeploymentTargetReader.packageOtherPlatforms("platforms: [.iOS(.v16)] // .macOS(.v10_15)\nlet s = \".watchOS(.v6)\"").isEmpty)
        let root = try TemporaryDirectory()
        try root.write("Package.swift", "let p = Package(name: \"x\", platforms: [.iOS(.v16), .macOS(.v12)])\n")
        try root.write("Sources/X/A.swift", "")
        let resolver = SettingsResolver(allRules: [RenameIdentifier(from: "a", to: "b")], commandLine: CommandLineSettings(minimumIOS: IOSVersion(17)), root: root.path, display: { $0 })
        let platforms = try resolver.settings(for: root.path + "/Sources/X/A.swift").options.otherPlatforms
        #expect(platforms == ["macOS": PlatformBuild(minimum: IOSVersion(12), source: root.path + "/Package.swift")])
    }

    @Test func resolverWalksUpToTheRootAndTheCommandLineWins() throws {
        let root = try TemporaryDirectory()
        try root.write("Package.swift", "let p = Package(name: \"x\", platforms: [.iOS(.v15)])\n")
        try root.write("App/.modernize.json", #"{"disabledRules": ["rename"], "exclude": ["Gen"]}"#)
        try root.write("App/Feature/A.swift", "")
        try root.write("App/Gen/B.swift", "")
        try root.write("Other/C.swift", "")
        let rules: [any Codemod] = [RenameIdentifier(from: "a", to: "b"), RenameIdentifier(id: "other", from: "c", to: "d")]
        let resolver = SettingsResolver(allRules: rules, commandLine: CommandLineSettings(), root: root.path, display: { $0 })

        let a = try resolver.settings(for: root.path + "/App/Feature/A.swift")
        #expect(a.rules.map(\.id) == ["other"])
        #expect(a.target.version == IOSVersion(15))
        #expect(a.target.source.hasSuffix("/Package.swift"))
        #expect(a.excludedBy == nil)
        #expect(try resolver.settings(for: root.path + "/App/Gen/B.swift").excludedBy?.hasSuffix(": Gen") == true)
        #expect(try resolver.settings(for: root.path + "/Other/C.swift").rules.count == 2)

        let cli = SettingsResolver(
            allRules: rules, commandLine: CommandLineSettings(disabledRules: [], minimumIOS: IOSVersion(17)), root: root.path, display: { $0 })
        let fromCLI = try cli.settings(for: root.path + "/App/Feature/A.swift")
        #expect(fromCLI.rules.count == 2)
        #expect(fromCLI.target == DeploymentTarget(version: IOSVersion(17), origin: .commandLine))

        let bare = try TemporaryDirectory()
        try bare.write("X.swift", "")
        let none = try SettingsResolver(allRules: rules, commandLine: CommandLineSettings(), root: bare.path, display: { $0 })
            .settings(for: bare.path + "/X.swift")
        #expect(none.target.origin == .assumedDefault)
        #expect(none.target.version == .conservativeDefault)
    }

    @Test func repositoryNamesAreSanitisedAndUnique() {
        let names = RepositoryList.repositories(["/a/App", "/b/app", "/c/my app!", "/d/summary", "/e/..hidden", "/f/App"]).map(\.name)
        #expect(names == ["App", "app-2", "my_app_", "summary-2", "_.hidden", "App-3"])
        #expect(RepositoryList.paths(inReposFile: "# list\n\n/abs/one\nrel/two  \n  # note\n", directory: "/lists") == ["/abs/one", "/lists/rel/two"])
    }
}

/// Issue 18, item 21: config files that are valid JSON but not what the tool reads.
@Suite struct ConfigMessageTests {
    @Test(arguments: [
        ("null", "the top level must be a JSON object ({ ... }), not null"),
        ("42", "not 42 (a number)"),
        (#""hello""#, #"not "hello" (a string)"#),
        ("[]", "not an array"),
        (#"{"minimumIOS": true}"#, "'minimumIOS': expected a version string or number such as \"15\", \"16.4\" or 15, not true (a boolean)"),
        (#"{"minimumIOS": "15", "exclude": [], "minimumIOS": "17"}"#, "key 'minimumIOS' appears more than once"),
        (#"{"rules": []}"#, "'rules' is empty, so no rule would run"),
        (#"{"rules": ["a"], "disabledRules": ["a"]}"#, "'rules' and 'disabledRules' together leave no rule to run"),
    ])
    func notWhatTheToolReads(_ json: String, _ message: String) {
        do {
            _ = try ConfigFile.parse(Data(json.utf8), path: "x/.modernize.json", knownRuleIDs: ["a"])
            Issue.record("\(json) was accepted")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test func equalStringsThatAreNotKeysAreFine() throws {
        let config = try ConfigFile.parse(
            Data(#"{"exclude": ["rules", "rules", "a\"b"], "rules": ["a", "b"], "disabledRules": ["a"]}"#.utf8),
            path: ".modernize.json", knownRuleIDs: ["a", "b"])
        #expect(config.rules == ["a", "b"])
    }
}

@Suite struct PathStandardizationTests {
    @Test func standardizedMatchesFoundation() {
        let paths = [
            "/a/b/c.swift", "/a/./b//c.swift", "/a/b/../c.swift", "./x/y.swift", "x/../y.swift", "/", "/a/", "../z.swift",
            // Already clean (returned as given) and near misses of the fast path.
            "/a/.hidden/b.swift", "/a/.../b.swift", "/a/b..c/d.swift", "/a/b.", "/a/.", "/a/..", "//a", "/a//", "/é/ü.swift",
            // Relative: clean ones take the fast path, the others the split.
            "x/y.swift", "x/.hidden/y.swift", "x/y/", "x//y.swift", "x/./y.swift", "x/y/..", "é.swift",
        ]
        for path in paths {
            #expect(SettingsResolver.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    @Test func parentOfAStandardizedPath() {
        for path in ["/a/b/c.swift", "/a", "/", "/é/ü"] {
            #expect(PathText.parent(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
        // Relative names (the CLI's stdin path): Foundation traps on some of these on Linux.
        #expect(PathText.parent(of: "-") == "." && PathText.parent(of: "a/b.swift") == "a")
    }
}
