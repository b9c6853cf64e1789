// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swift-modernize",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "modernize", targets: ["modernize"]),
        .library(name: "ModernizeCore", targets: ["ModernizeCore"]),
        .library(name: "Rewrites", targets: ["Rewrites"]),
        .plugin(name: "ModernizePlugin", targets: ["ModernizePlugin"]),
    ],
    dependencies: [
        // A range, so an app whose macro packages need another swift-syntax can still add the
        // plugin. Both ends are built and tested (Scripts/check-swift-syntax-range.sh, in CI):
        // 602.0.0 is the oldest release the code compiles with (600.0.1 lacks public API it uses).
        // Widening it: add the new release's marker to Sources/modernize/SwiftSyntaxRelease.swift.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Reads XcodeGen specs (`project.yml`) as XcodeGen itself does: XcodeGen resolves Yams 5
        // (Yams 6 rejects a mapping with a repeated key, which XcodeGen reads, the last one winning).
        .package(url: "https://github.com/jpsim/Yams.git", from: "5.0.1"),
    ],
    targets: [
        // The engine: loading, parsing, the rule API, edit application, verification, diffs.
        // It knows no rule.
        .target(
            name: "ModernizeCore",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // Turns parse errors into the compiler's own wording ("expected '}' ...").
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The codemods, one file per rule, and the deprecation table as data.
        .target(
            name: "Rewrites",
            dependencies: [
                "ModernizeCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // Folds operator sequences (`a != b || c != d`) into trees, as the compiler does.
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            path: "Rewrites"
        ),
        // Generates Rewrites/Registry+Generated.swift and the README's table blocks from the
        // rules (`swift run generate-modernize`); a test fails when they are stale.
        .target(
            name: "ModernizeGenerator",
            dependencies: [
                "ModernizeCore", "Rewrites",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "generate-modernize", dependencies: ["ModernizeGenerator"]),
        // The thin command-line front end.
        .executableTarget(
            name: "modernize",
            dependencies: [
                "ModernizeCore",
                "Rewrites",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // For `Benchmarks/bench.sh`: parses a list of files and nothing else (the parser's floor).
        .executableTarget(
            name: "parse-only",
            dependencies: [.product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax")],
            path: "Benchmarks/ParseOnly"
        ),
        // `swift package modernize [diff|apply] [--target T]`: the tool over a package's targets.
        .plugin(
            name: "ModernizePlugin",
            capability: .command(
                intent: .custom(verb: "modernize", description: "Rewrite legacy UIKit, SwiftUI and GCD APIs (diff by default; apply to write)"),
                permissions: [.writeToPackageDirectory(reason: "`modernize apply` rewrites the package's Swift files in place")]),
            dependencies: ["modernize"],
            path: "Plugins/ModernizePlugin"
        ),
        // Stand-ins for SwiftUI's macros (`@Animatable`), loaded by the golden type-check so
        // expected outputs that use them type-check against the API model on Linux.
        .executableTarget(
            name: "APIModelMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Tests/APIModelMacros"
        ),
        // Helpers shared by the test targets (temporary directories, running processes).
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(
            name: "ModernizeCoreTests",
            dependencies: [
                "ModernizeCore", "TestSupport", .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "GoldenTests",
            dependencies: [
                "ModernizeCore", "Rewrites", "TestSupport", "ModernizeGenerator", "APIModelMacros",
                // The type-check of golden files reads the API model's deprecations.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "CLITests",
            // ModernizeGenerator: the README's main-job block, compared with the tool's output.
            dependencies: ["modernize", "ModernizeCore", "TestSupport", "ModernizeGenerator"],
            // Data the tests read from the checkout by #filePath (the SARIF schema), not sources.
            exclude: ["Fixtures"]
        ),
    ]
)
