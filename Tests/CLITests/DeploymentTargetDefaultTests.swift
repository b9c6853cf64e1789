import Foundation
import TestSupport
import Testing

/// With no deployment target given or found, the CLI assumes the conservative default (iOS 15)
/// and says so; a rule newer than that only reports its sites, with the would-be code.
@Suite struct DeploymentTargetDefaultTests {
    static let traitOverride = """
        import UIKit

        final class ArtworkViewController: UIViewController {
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                    updateBorder()
                }
            }

            private func updateBorder() {}
        }

        """

    @Test func noTargetFoundAssumesIOS15AndReportsNewerRules() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Artwork.swift", Self.traitOverride)
        let result = try ModernizeBinary.run(["diff", "--rules", "trait-change-registration", "."], in: directory.path)
        #expect(result.status == 0, "an iOS 17 rule below the assumed iOS 15 changes nothing: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("deployment target: iOS 15 (none found; assumed iOS 15, the lowest current Xcode supports; set --min-ios or minimumIOS)"), "\(result.stderr)")
        #expect(result.stderr.contains("Artwork.swift:4:"), "the site is reported: \(result.stderr)")
        #expect(result.stderr.contains("registerForTraitChanges"), "with its would-be replacement: \(result.stderr)")

        // A real target from an xcconfig next to the project lets the rule rewrite.
        try directory.write("App.xcodeproj/project.pbxproj", "// no deployment target here\n")
        try directory.write("Configs/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        let found = try ModernizeBinary.run(["diff", "--rules", "trait-change-registration", "."], in: directory.path)
        #expect(found.status == 1, "\(found.stderr)")
        #expect(found.stdout.contains("+        registerForTraitChanges"))
        #expect(found.stderr.contains("deployment target: iOS 17 (Configs/App.xcconfig, lowest IPHONEOS_DEPLOYMENT_TARGET)"), "\(found.stderr)")
    }
}
