// swift-tools-version: 6.2
import PackageDescription

// The app's code is main-actor isolated by default.
let appSettings: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "Reader",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "Reader", path: ".", swiftSettings: appSettings),
    ]
)
