import Foundation
import ModernizeCore
import TestSupport
import Testing

/// XcodeGen specs read with Yams: the YAML a line-based reader could not follow (flow styles
/// over several lines, anchors and merge keys, block scalars), and specs that are not YAML.
@Suite struct XcodeGenReaderTests {
    @Test func flowStylesOverSeveralLinesAndWholeTargetsInFlowStyle() {
        let spec = """
            targets:
              App: {platform: iOS, deploymentTarget: "14.0", type: application}
              Widget:
                platform: iOS
                deploymentTarget: {
                  iOS: 13.2,
                  watchOS: 7.0
                }
              Tool: {platform: macOS, deploymentTarget: "10.15"}
            """
        #expect(XcodeGenReader.versions(in: spec).sorted() == [IOSVersion(13, 2), IOSVersion(14)])
    }

    @Test func anchorsAliasesAndMergeKeys() {
        let spec = """
            x-ios: &ios
              platform: iOS
            x-legacy: &legacy
              deploymentTarget: 12.0   # no platform here: counts only where merged into an iOS target
            x-settings: &settings
              IPHONEOS_DEPLOYMENT_TARGET: "14.2"
            targets:
              App:
                <<: *ios
                deploymentTarget: 16.1
              Old:
                <<: [*legacy, *ios]
              Mac:
                <<: *ios
                platform: macOS        # its own key wins over the merged one
                deploymentTarget: 10.13
              Extension:
                platform: iOS
                settings: *settings
            """
        #expect(XcodeGenReader.versions(in: spec).sorted() == [IOSVersion(12), IOSVersion(14, 2), IOSVersion(16, 1)])
    }

    @Test func quotedAndUnquotedNumbers() {
        let spec = """
            options:
              deploymentTarget:
                iOS: 15
            targets:
              A: {platform: iOS, deploymentTarget: '16'}
              B: {platform: iOS, deploymentTarget: 16.4}
              C:
                platform: iOS
                settings:
                  base:
                    IPHONEOS_DEPLOYMENT_TARGET: "17.0"
                  configs:
                    Debug: {IPHONEOS_DEPLOYMENT_TARGET: 17.10}
            """
        #expect(XcodeGenReader.versions(in: spec).sorted() == [IOSVersion(15), IOSVersion(16), IOSVersion(16, 4), IOSVersion(17), IOSVersion(17, 10)])
    }

    @Test func commentsAndBlockScalarsAreNotSettings() {
        let spec = """
            # IPHONEOS_DEPLOYMENT_TARGET: 9.0 (commented out)
            options:
              deploymentTarget:
                iOS: "15.0" # was 14.0
            targets:
              App:
                platform: iOS
                preBuildScripts:
                  - name: "Check # of targets"
                    script: |
                      echo "IPHONEOS_DEPLOYMENT_TARGET: 10.0"
                      IPHONEOS_DEPLOYMENT_TARGET: 11.0
                  - script: >
                      deploymentTarget: 12.0
            """
        #expect(XcodeGenReader.versions(in: spec) == [IOSVersion(15)])
    }

    @Test func everyDocumentOfAMultiDocumentFileCounts() {
        let spec = """
            ---
            options: {deploymentTarget: {iOS: 16.0}}
            ---
            targets:
              App: {platform: iOS, deploymentTarget: 15.4}
            ...
            """
        #expect(XcodeGenReader.versions(in: spec).sorted() == [IOSVersion(15, 4), IOSVersion(16)])
    }

    @Test func anAliasedTargetCountsOnceItsPlatformIsIOS() {
        let spec = """
            x-target: &target {platform: iOS, deploymentTarget: 13.1}
            targets:
              App: *target
            """
        #expect(XcodeGenReader.versions(in: spec).min() == IOSVersion(13, 1))
    }

    @Test func nestedAliasesAndMergesAreWalkedOnce() {
        // Each level doubles the previous one: walked naively, 2^30 visits.
        var lines = ["l0: &l0 {IPHONEOS_DEPLOYMENT_TARGET: 13.0, platform: iOS}"]
        for level in 1...30 {
            lines.append("l\(level): &l\(level) [*l\(level - 1), *l\(level - 1)]")
            lines.append("m\(level): &m\(level) {<<: [*\(level == 1 ? "l0" : "m\(level - 1)"), *\(level == 1 ? "l0" : "m\(level - 1)")]}")
        }
        lines.append("targets: {App: {<<: *m30, deploymentTarget: 14.0}}")
        let versions = XcodeGenReader.versions(in: lines.joined(separator: "\n"))
        #expect(Set(versions) == [IOSVersion(13), IOSVersion(14)])
    }

    @Test func aSpecThatIsNotYAMLSaysWhereAndSetsNothing() {
        let unterminated = "options:\n  deploymentTarget:\n    iOS: \"15.0\n"
        let problem = XcodeGenReader.read(unterminated).failure
        #expect(problem?.line == 4 && problem?.column == 1)
        #expect(problem?.message.contains("found unexpected end of stream") == true)
        #expect(XcodeGenReader.versions(in: unterminated).isEmpty)

        let badIndent = "targets:\n  App:\n    platform: iOS\n   deploymentTarget: 15.0\n"
        #expect(XcodeGenReader.read(badIndent).failure.map { "\($0.line):\($0.column)" } == "4:4")
    }

    @Test func aRepeatedKeyHasItsLastValueAsForXcodeGen() {
        // Strict YAML forbids it (Yams 6 rejects it); XcodeGen, on Yams 5, reads the last value.
        let spec = """
            targets:
              App: {platform: iOS, deploymentTarget: 12.0}
              App:
                platform: iOS
                platform: macOS
                deploymentTarget: 11.0
              Kit: {platform: iOS, deploymentTarget: 14.0}
            """
        #expect(XcodeGenReader.versions(in: spec) == [IOSVersion(14)])
    }

    @Test func aBrokenSpecIsAWarningWithItsPositionAndNoTarget() throws {
        let root = try TemporaryDirectory()
        try root.write("project.yml", "name: App\noptions:\n  deploymentTarget: {iOS: 13.0\n")
        var warnings: [String] = []
        let display = { (path: String) in String(path.dropFirst(root.path.count + 1)) }
        #expect(DeploymentTargetReader.target(in: root.path, display: display, skipped: { warnings.append($0) }) == nil)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("project.yml:4:1: not valid YAML (") == true, "\(warnings)")
        #expect(warnings.first?.hasSuffix("); its deployment targets are not used") == true, "\(warnings)")

        // The project's other build files still count.
        try root.write("App.xcodeproj/project.pbxproj", XcodeProjectText.deploymentTargets(["16.0"]))
        let target = DeploymentTargetReader.target(in: root.path, display: display)
        #expect(target == DeploymentTarget(version: IOSVersion(16), origin: .xcodeProject(path: "App.xcodeproj/project.pbxproj")))
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
