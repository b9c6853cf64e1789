// swift-tools-version: 5.9
// The example app's manifest. It declares the deployment target the way an app's package
// does, so `modernize diff Examples/` reads iOS 17 from here instead of assuming iOS 15.
import PackageDescription

let package = Package(
    name: "LegacyApp",
    platforms: [.iOS(.v17)],
    targets: [.target(name: "LegacyApp", path: "LegacyApp")]
)
