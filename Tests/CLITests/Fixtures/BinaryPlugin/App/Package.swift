// swift-tools-version: 6.0
// The binary plugin fixture (BinaryPluginTests): an app that uses a macro package built on
// another swift-syntax than swift-modernize's and adds the `modernize` plugin from a package
// with the prebuilt tool (Scripts/make-plugin-package.sh). The test lays the three packages
// out side by side in a temporary directory.
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../swift-modernize-plugin"),
        .package(path: "../StringifyMacro"),
    ],
    targets: [
        .target(name: "App", dependencies: [.product(name: "Stringify", package: "StringifyMacro")]),
    ]
)
