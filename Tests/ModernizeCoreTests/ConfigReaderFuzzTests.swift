import Foundation
@testable import ModernizeCore
import TestSupport
import Testing

/// Issue 43: the readers of build and batch files (project.yml, project.pbxproj, xcconfig,
/// storyboards, .modernize.json, summary.json), given nesting and size extremes and random
/// damage, return (a value, or a problem saying where) without crashing or stalling. A few
/// seconds in a debug build; `CONFIG_FUZZ_ITERATIONS=20000` for a longer run of the mutations,
/// `CONFIG_FUZZ_SEED=n` for another sequence.
@Suite struct ConfigReaderFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["CONFIG_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 300
    static let seed = environment["CONFIG_FUZZ_SEED"].flatMap(UInt64.init) ?? 0xC0F1_6F22
    static let depth = 100_000

    @Test func deepYAMLIsRefusedUnread() {
        let shapes: [(String, String)] = [
            ("flow sequences", String(repeating: "[", count: Self.depth)),
            ("flow mappings", String(repeating: "{a: ", count: Self.depth)),
            ("single-pair mappings", String(repeating: "[a: ", count: Self.depth)),
            ("compact sequences", String(repeating: "- ", count: Self.depth) + "x\n"),
            ("explicit keys", String(repeating: "? ", count: Self.depth) + "x\n"),
            // A line indented by n spaces may sit in 2(n + 1) block collections.
            ("deep indentation", "a:\n" + String(repeating: " ", count: 5_001) + "k: v\n"),
            ("lone CR line breaks", "a:\r" + String(repeating: " ", count: 5_001) + "k: v\r"),
            // Within the bound line by line; each anchor holds the previous one 900 levels down.
            ("chained aliases", (0..<200).map { "- &a\($0)\n  " + String(repeating: "- ", count: 900) + ($0 == 0 ? "x" : "*a\($0 - 1)") + "\n" }.joined()),
        ]
        for (name, text) in shapes {
            guard case .failure(let problem) = XcodeGenReader.read(text) else {
                Issue.record("\(name): read")
                continue
            }
            #expect(problem.kind == .notRead && problem.message.contains("nest deeper than"), "\(name): \(problem)")
        }
    }

    @Test func yamlWithinTheBoundIsRead() {
        let nested = "options:\n  deploymentTarget:\n    iOS: \"15.0\"\nx: " + String(repeating: "[", count: 4_000) + String(repeating: "]", count: 4_000) + "\n"
        #expect(XcodeGenReader.versions(in: nested) == [IOSVersion(15)])
        let aliases = "base: &base\n  deploymentTarget:\n    iOS: \"14.0\"\n" + (0..<50).map { "t\($0):\n  <<: *base\n" }.joined()
        #expect(Set(XcodeGenReader.versions(in: aliases)) == [IOSVersion(14)])
    }

    @Test func deepOrHugeProjectFilesAreRefusedNotRecursed() throws {
        for text in ["{ objects = " + String(repeating: "(", count: Self.depth), String(repeating: "{a=", count: Self.depth),
                     "{ " + String(repeating: "{", count: Self.depth) + " = x; }"] {
            #expect(OpenStepPropertyList.parse(text) == nil)
            #expect(XcodeProjectDeploymentTargets(text).ignored.count == 1)
        }
        // Groups that contain each other, or nest past any real project: no path, no crash.
        let root = try TemporaryDirectory()
        let chain = (0..<5_000).map { "G\($0) = {isa = PBXGroup; children = (G\($0 + 1), ); path = g; sourceTree = \"<group>\"; };" }.joined(separator: "\n")
        try root.write("App.xcodeproj/project.pbxproj", """
            { objects = {
                P1 = {isa = PBXProject; mainGroup = G0; buildConfigurationList = L0; };
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
                C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; };
                \(chain)
                G5000 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                C1 = {isa = PBXGroup; children = (C2, ); path = c; sourceTree = "<group>"; };
                C2 = {isa = PBXGroup; children = (C1, F2, ); path = d; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = B.swift; sourceTree = "<group>"; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
                T1 = {isa = PBXNativeTarget; name = App; buildConfigurationList = L0; buildPhases = (S1, ); };
            }; }
            """)
        let project = try #require(XcodeTargetPlatforms.read(project: root.path + "/App.xcodeproj"))
        #expect(project.targets(building: root.path + "/A.swift").isEmpty)
    }

    @Test func hostileXcconfigStoryboardAndJSONFilesReturn() throws {
        let root = try TemporaryDirectory()
        // A chain of includes longer than the reader follows, and one huge line.
        for index in 0..<400 { try root.write("c\(index).xcconfig", "#include \"c\(index + 1).xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = \(8 + index % 20).0\n") }
        #expect(XcconfigReader.lowest(startingAt: root.path + "/c0.xcconfig")?.version == IOSVersion(8))
        #expect(XcconfigReader.versions(in: "IPHONEOS_DEPLOYMENT_TARGET" + String(repeating: "[", count: Self.depth) + " = 15.0\n").isEmpty)

        let element = "<view>"
        let deep = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">" + String(repeating: element, count: Self.depth)
        if case .success = InterfaceBuilderFacts.parse(Data(deep.utf8), path: "Deep.storyboard") { Issue.record("an unclosed storyboard read") }

        try root.write(".modernize.json", String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth))
        #expect(throws: ConfigError.self) { try ConfigFile.load(path: ".modernize.json", knownRuleIDs: [], reading: root.path + "/.modernize.json") }

        try root.write("batch/summary.json", "{\"repositories\": " + String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth) + "}")
        #expect(throws: Dashboard.LoadError.self) { try Dashboard.load(root.path + "/batch", findingsCap: 10) }
    }

    /// Valid files, randomly damaged (bytes dropped, repeated, swapped for brackets and
    /// indicators): every reader returns.
    @Test func damagedBuildFilesNeverCrash() {
        let yaml = "name: App\noptions:\n  deploymentTarget: {iOS: 15.0}\ntargets:\n  App: &app\n    platform: iOS\n    deploymentTarget: \"14.0\"\n    sources: [Sources, {path: Res}]\n  Other:\n    <<: *app\n"
        let pbxproj = XcodeProjectText.deploymentTargets(["16.0", "\"15.0\"", "$(inherited)"])
        let xcconfig = "#include \"Base.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 14.0 // note\n"
        let storyboard = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes><scene><objects><tableViewCell reuseIdentifier=\"A\" id=\"c\"/></objects></scene></scenes></document>\n"
        let inserts: [[UInt8]] = ["[", "{", "(", "- ", "? ", ": ", "&a ", "*a", "\"", "'", "\n  ", "\r", "/*", "<view>", "]]]]", "\u{0}"].map { Array($0.utf8) }
        let started = Date()
        for iteration in 0..<Self.iterations {
            var random = SplitMix64(seed: Self.seed &+ UInt64(iteration) &* 0x9E37_79B9_7F4A_7C15)
            let inputs = [yaml, pbxproj, xcconfig, storyboard]
            var bytes = Array(inputs[iteration % inputs.count].utf8)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &random)))
                case 1: bytes.insert(contentsOf: Array(repeating: inserts.randomElement(using: &random)!, count: Int.random(in: 1...3_000, using: &random)).joined(), at: at)
                default: bytes.insert(contentsOf: bytes[at...].prefix(Int.random(in: 1...64, using: &random)), at: at)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            _ = XcodeGenReader.read(text)
            _ = XcodeProjectDeploymentTargets(text)
            _ = XcconfigReader.versions(in: text)
            _ = InterfaceBuilderFacts.parse(Data(bytes), path: "Fuzz.storyboard")
        }
        print("config reader fuzz (\(Self.iterations) mutants, CONFIG_FUZZ_SEED=\(Self.seed)): \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
    }
}
