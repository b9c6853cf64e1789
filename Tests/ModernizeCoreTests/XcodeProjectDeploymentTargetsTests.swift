import ModernizeCore
import TestSupport
import Testing

/// Issue 43, item 13: a project.pbxproj's deployment targets are its build configurations'
/// settings, read from the property list; a comment or a string holding the setting's text
/// used to count (iOS 9 here), and an implausible version (iOS 99) was taken as the target.
@Suite struct XcodeProjectDeploymentTargetsTests {
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                /* IPHONEOS_DEPLOYMENT_TARGET = 9.0; in a comment */
                C1 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = "15.0"; NOTE = "IPHONEOS_DEPLOYMENT_TARGET = 10.0;"; }; name = Release; };
                C3 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 99.0; }; name = Broken; };
                C4 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = "$(inherited)"; }; name = Inherited; };
                F1 = {isa = PBXFileReference; IPHONEOS_DEPLOYMENT_TARGET = 11.0; path = A.swift; };
            };
            rootObject = P1;
        }
        """

    @Test func onlyBuildConfigurationSettingsCount() {
        #expect(DeploymentTargetReader.xcodeProjectTarget(Self.project) == IOSVersion(15))
        #expect(XcodeProjectDeploymentTargets(Self.project).versions == [IOSVersion(16), IOSVersion(15)])
    }

    @Test func anImplausibleTargetIsIgnoredAndSaidWhere() throws {
        let read = XcodeProjectDeploymentTargets(Self.project)
        #expect(read.ignored.map { "\($0.line):\($0.column): \($0.message)" }
            == ["7:89: IPHONEOS_DEPLOYMENT_TARGET = 99.0 ignored: not an iOS version a deployment target can be (8 to 30)"])

        let root = try TemporaryDirectory()
        try root.write("App.xcodeproj/project.pbxproj", XcodeProjectText.deploymentTargets(["99.0"]))
        var warnings: [String] = []
        #expect(DeploymentTargetReader.target(in: root.path, display: { String($0.dropFirst(root.path.count + 1)) }) { warnings.append($0) } == nil)
        #expect(warnings.count == 1 && warnings[0].hasPrefix("App.xcodeproj/project.pbxproj:"), "\(warnings)")
        #expect(warnings.first?.hasSuffix(": IPHONEOS_DEPLOYMENT_TARGET = 99.0 ignored: not an iOS version a deployment target can be (8 to 30)") == true, "\(warnings)")
    }

    @Test func aDamagedProjectIsSaidWhereItStops() {
        let read = XcodeProjectDeploymentTargets("{\n    objects = {\n        C1 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0 }; };\n")
        #expect(read.versions.isEmpty)
        #expect(read.ignored.map { "\($0.line):\($0.column): \($0.message)" }
            == ["3:94: not read (not a well-formed property list here); its deployment targets are not used"])
    }
}
