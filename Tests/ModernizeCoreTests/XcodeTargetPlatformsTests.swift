import Foundation
import ModernizeCore
import TestSupport
import Testing

/// Which platforms an Xcode project builds a file for: synchronized folders with their
/// exceptions, nested groups, and targets without a platform of their own.
@Suite struct XcodeTargetPlatformsTests {
    @Test func synchronizedFoldersNestedGroupsAndExceptions() throws {
        let root = try TemporaryDirectory()
        try root.write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                objects = {
                    P1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; buildConfigurationList = L0; targets = (T1, T2, ); };
                    G0 = {isa = PBXGroup; children = (G1, W1, ); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1, ); path = "Phone Sources"; sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = Root.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1 /* Root.swift */; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                    W1 /* Watch */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, ); path = Watch; sourceTree = "<group>"; };
                    X1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Phone.swift, ); target = T2; };
                    T1 = {isa = PBXNativeTarget; name = "Phone App"; buildConfigurationList = L1; buildPhases = (S1, ); };
                    T2 = {isa = PBXNativeTarget; name = Watch; buildConfigurationList = L2; buildPhases = (); fileSystemSynchronizedGroups = (W1, ); };
                    L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (); };
                    L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
                    C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; };
                    C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; "OTHER" = "a \\"quoted\\" value"; }; };
                };
                rootObject = P1;
            }
            """)
        let project = try #require(XcodeTargetPlatforms.read(project: root.path + "/App.xcodeproj"))
        // A target without SDKROOT takes the project's.
        #expect(project.targets(building: root.path + "/Phone Sources/Root.swift").map(\.platforms) == [["iOS"]])
        #expect(project.targets(building: root.path + "/Watch/Home/HomeView.swift").map(\.name) == ["Watch"])
        #expect(project.targets(building: root.path + "/Watch/Shared/Phone.swift").isEmpty)
        #expect(project.targets(building: root.path + "/Other.swift").isEmpty)
    }

    @Test func aDamagedProjectIsNotRead() throws {
        let root = try TemporaryDirectory()
        try root.write("App.xcodeproj/project.pbxproj", "{ objects = { P1 = {isa = PBXProject; ")
        #expect(XcodeTargetPlatforms.read(project: root.path + "/App.xcodeproj") == nil)
    }
}
