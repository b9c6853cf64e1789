// swift-tools-version: 6.0
// A macro package as apps have them: it needs one exact swift-syntax release (BinaryPluginTests
// rewrites the version). Only resolved by the tests, never built.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "StringifyMacro",
    platforms: [.macOS(.v13)],
    products: [.library(name: "Stringify", targets: ["Stringify"])],
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "600.0.1")],
    targets: [
        .macro(
            name: "StringifyMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "Stringify", dependencies: ["StringifyMacros"]),
    ]
)
