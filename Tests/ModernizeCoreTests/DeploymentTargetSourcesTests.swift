import Foundation
import ModernizeCore
import TestSupport
import Testing

/// Deployment targets from xcconfig files, XcodeGen specs and Tuist manifests, and the
/// conservative default when nothing is found.
@Suite struct DeploymentTargetSourcesTests {
    @Test func xcconfigSettingsIncludingConditionalOnes() {
        let text = """
            // Base settings
            IPHONEOS_DEPLOYMENT_TARGET = $(inherited)
            IPHONEOS_DEPLOYMENT_TARGET = 16.0
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 15.2 // device builds
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*][arch=*] = "14.0";
            MACOSX_DEPLOYMENT_TARGET = 11.0
            // IPHONEOS_DEPLOYMENT_TARGET = 9.0 is commented out
            """
        #expect(XcconfigReader.versions(in: text) == [IOSVersion(16), IOSVersion(15, 2), IOSVersion(14)])
    }

    @Test func xcconfigIncludesAreFollowedRelativeToTheIncludingFileAndCyclesStop() throws {
        let root = try TemporaryDirectory()
        try root.write("Configs/App.xcconfig", "#include \"Shared/Base.xcconfig\"\n#include? \"Missing.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        // Base includes Deep, Deep includes Base again: read once each.
        try root.write("Configs/Shared/Base.xcconfig", "#include \"../Deeper/Deep.xcconfig\"\nSWIFT_VERSION = 5.0\n")
        try root.write("Configs/Deeper/Deep.xcconfig", "#include \"../Shared/Base.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 14.1\n")
        let found = try #require(XcconfigReader.lowest(startingAt: root.path + "/Configs/App.xcconfig"))
        #expect(found.version == IOSVersion(14, 1))
        #expect(found.path.hasSuffix("/Configs/Deeper/Deep.xcconfig"))
        // A file including itself.
        try root.write("Self.xcconfig", "#include \"Self.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 13.0\n")
        #expect(XcconfigReader.lowest(startingAt: root.path + "/Self.xcconfig")?.version == IOSVersion(13))
    }

    @Test func xcconfigNextToAProjectCountsWhenThePbxprojHasNoSetting() throws {
        let root = try TemporaryDirectory()
        try root.write("App.xcodeproj/project.pbxproj", "{ objects = { C1 = {isa = XCBuildConfiguration; baseConfigurationReference = 1A /* Debug.xcconfig */; buildSettings = {SWIFT_VERSION = 5.0; }; }; }; }\n")
        try root.write("Configs/Debug.xcconfig", "#include \"Common/Base.xcconfig\"\n")
        try root.write("Configs/Common/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.4\n")
        // Too deep, inside skipped or bundle directories: not read.
        try root.write("a/b/c/Deep.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 9.0\n")
        try root.write("Pods/Target Support Files/Pods.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 9.0\n")
        try root.write("Sources/App.swift", "")
        let target = try #require(DeploymentTargetReader.target(in: root.path, display: { String($0.dropFirst(root.path.count + 1)) }))
        #expect(target == DeploymentTarget(version: IOSVersion(15, 4), origin: .xcconfig(path: "Configs/Common/Base.xcconfig")))
        #expect(target.description == "iOS 15.4 (Configs/Common/Base.xcconfig, lowest IPHONEOS_DEPLOYMENT_TARGET)")

        // The lowest of pbxproj and xcconfig wins; found by a file's upward walk.
        try root.write("App.xcodeproj/project.pbxproj", XcodeProjectText.deploymentTargets(["15.0"]))
        let resolver = SettingsResolver(allRules: [], commandLine: CommandLineSettings(), root: root.path, display: { $0 })
        #expect(try resolver.settings(for: root.path + "/Sources/App.swift").target.origin == .xcodeProject(path: root.path + "/App.xcodeproj/project.pbxproj"))

        // Without a project in the directory, xcconfig files are not taken for one.
        let bare = try TemporaryDirectory()
        try bare.write("Configs/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n")
        #expect(DeploymentTargetReader.target(in: bare.path, display: { $0 }) == nil)
    }

    @Test func xcodeGenSpecs() {
        let spec = """
            name: App
            options:
              bundleIdPrefix: com.example # a comment
              deploymentTarget:
                iOS: "16.0"
                macOS: 11.0
            settings:
              base:
                SWIFT_VERSION: 5.9
            targets:
              App:
                type: application
                deploymentTarget: "15.1"
                platform: iOS
                sources:
                  - path: Sources
                    excludes: ["**/*.md"]
              MacHelper:
                type: tool
                platform: macOS
                deploymentTarget: "10.15"
              Widget:
                platform: [iOS, watchOS]
                deploymentTarget: {iOS: 15.0, watchOS: 8.0}
              Legacy:
                platform: iOS
                settings:
                  configs:
                    Debug:
                      IPHONEOS_DEPLOYMENT_TARGET: 14.3
            """
        #expect(XcodeGenReader.versions(in: spec).sorted() == [IOSVersion(14, 3), IOSVersion(15), IOSVersion(15, 1), IOSVersion(16)])
        #expect(XcodeGenReader.versions(in: "targets:\n  Tool:\n    platform: macOS\n    deploymentTarget: 10.15\n").isEmpty)
        #expect(XcodeGenReader.versions(in: "targets:\n  App:\n    supportedDestinations: [iOS, macOS]\n    deploymentTarget: '16.2'\n") == [IOSVersion(16, 2)])
    }

    @Test func tuistManifests() throws {
        let modern = """
            import ProjectDescription
            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", deploymentTargets: .iOS("16.0")),
                .target(name: "Kit", destinations: [.iPhone, .mac], product: .framework, bundleId: "b",
                        deploymentTargets: .multiplatform(iOS: "15.0", macOS: "13.0")),
            ])
            """
        #expect(TuistReader.versions(in: modern).min() == IOSVersion(15))
        let older = """
            import ProjectDescription
            let target = Target(name: "App", platform: .iOS, product: .app, bundleId: "a",
                                deploymentTarget: .iOS(targetVersion: "14.0", devices: [.iphone, .ipad]),
                                settings: .settings(base: ["IPHONEOS_DEPLOYMENT_TARGET": "13.0"]))
            """
        #expect(TuistReader.versions(in: older).sorted() == [IOSVersion(13), IOSVersion(14)])
        #expect(TuistReader.versions(in: "struct Project { let deploymentTargets = Target.iOS(\"9.0\") }").isEmpty, "not a manifest")

        let root = try TemporaryDirectory()
        try root.write("Project.swift", modern)
        try root.write("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "import ProjectDescription\nlet base = DeploymentTargets.iOS(\"14.2\")\n")
        let target = DeploymentTargetReader.target(in: root.path, display: { String($0.dropFirst(root.path.count + 1)) })
        #expect(target?.description == "iOS 14.2 (Tuist/ProjectDescriptionHelpers/Project+Templates.swift, lowest iOS deployment target)")
    }

    @Test func packageSwiftStillWinsInItsDirectory() throws {
        let root = try TemporaryDirectory()
        try root.write("Package.swift", "let p = Package(name: \"x\", platforms: [.iOS(.v16)])\n")
        try root.write("project.yml", "options:\n  deploymentTarget:\n    iOS: 13.0\n")
        #expect(DeploymentTargetReader.target(in: root.path, display: { $0 })?.version == IOSVersion(16))
    }
}
