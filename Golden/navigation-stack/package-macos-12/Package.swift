// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Settings",
    platforms: [.iOS(.v16), .macOS(.v12)],
    targets: [.target(name: "Settings")]
)
