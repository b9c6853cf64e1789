import Foundation
import TestSupport
import Testing

/// Issue 31, item 18: the deployment target comes from what a manifest declares, never from
/// its comments or string literals.
@Suite struct ManifestTargetTests {
    @Test func commentsAndStringsInManifestsAreNotDeploymentTargets() throws {
        let directory = try TemporaryDirectory()
        try directory.write("package/Package.swift", """
            // swift-tools-version:5.9
            // platforms: [.iOS(.v12)]
            import PackageDescription
            /* Older: .iOS(.v11) */
            let note = "drop .iOS(.v10) next year"
            let package = Package(name: "P", platforms: [.iOS(.v16)])

            """)
        try directory.write("package/Sources/List.swift", Fixtures.legacy)
        let package = try ModernizeBinary.run(["diff", "package"], in: directory.path)
        #expect(package.stderr.contains("deployment target: iOS 16 (package/Package.swift)"), "\(package.stderr)")

        try directory.write("tuist/Project.swift", """
            import ProjectDescription
            // deploymentTargets: .iOS("12.0")
            let legacy = "deploymentTargets: .iOS(\\"11.0\\")"
            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "a.b", deploymentTargets: .iOS("16.0")),
            ])

            """)
        try directory.write("tuist/App/List.swift", Fixtures.legacy)
        let tuist = try ModernizeBinary.run(["diff", "tuist"], in: directory.path)
        #expect(tuist.stderr.contains("deployment target: iOS 16 (tuist/Project.swift, lowest iOS deployment target)"), "\(tuist.stderr)")
    }
}
