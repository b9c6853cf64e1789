// swift-tools-version: 5.9
// The fixture of VerifyRealBuildTests: tiny stand-ins for Combine and SwiftUI (what the app
// uses, nothing more) so @Observable changes build on Linux with the real compiler.
import PackageDescription
let package = Package(name: "App", targets: [
    .target(name: "Combine"),
    .target(name: "SwiftUI", dependencies: ["Combine"]),
    .target(name: "App", dependencies: ["SwiftUI"]),
])
