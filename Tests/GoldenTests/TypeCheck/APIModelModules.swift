import Foundation
import TestSupport

/// The compile-only API model under `Tests/APIModel/<Module>/*.swift`, built once per test run
/// into swift modules named like Apple's (`UIKit`, ...) so golden files can `import UIKit` on Linux.
struct APIModelModules: Sendable {
    /// Modules in dependency order: each may import the ones before it.
    static let moduleNames = ["ObjectiveC", "CoreData", "UIKit", "SpriteKit", "AppKit", "Combine", "SwiftUI", "Charts"]

    static let sourceRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("APIModel")

    /// Golden files are app code, and most apps still build in the Swift 5 language mode: Swift 6
    /// mode would turn the legacy code's data-race diagnostics (e.g. capturing a view controller in
    /// a `DispatchQueue.global().async` closure) into errors that no migration here claims to fix.
    /// Swift 5 mode still enforces actor isolation (a `@MainActor` call from a non-isolated
    /// synchronous context is an error), which is what the migrations must get right.
    static let languageMode = ["-swift-version", "5"]

    /// Objective-C interop is off on Linux by default; UIKit code relies on it (`@objc`,
    /// `#selector`, overriding `@objc dynamic` members from extensions). Type-checking only, so
    /// no Objective-C runtime is needed.
    static let objectiveCInterop = ["-Xfrontend", "-enable-objc-interop"]

    /// The stand-ins for SwiftUI's macros (`@Animatable`), built by SwiftPM next to the test
    /// bundle (the test target depends on them): loaded wherever the model or a golden file is compiled.
    static let macroPlugin: [String] = {
        var directory = Bundle.main.bundleURL
        // Linux runs the .xctest bundle directly; macOS nests it. Walk up until a sibling fits.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("APIModelMacros").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return ["-load-plugin-executable", candidate + "#APIModelMacros"] }
            directory.deleteLastPathComponent()
        }
        return []
    }()

    let swiftc: String
    /// Directory holding the built `.swiftmodule`s; pass it with `-I`.
    let moduleDirectory: String
    let buildSeconds: Double

    /// Built on first use, shared by every test in the process.
    static let shared: Result<APIModelModules, APIModelError> = Result { try build() }.mapError { $0 as? APIModelError ?? .build("\($0)") }

    static func findSwiftc() -> String? {
        if let path = ProcessInfo.processInfo.environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: path) { return path }
        if let path = which("swiftc") { return path }
        return FileManager.default.isExecutableFile(atPath: "/opt/swift/usr/bin/swiftc") ? "/opt/swift/usr/bin/swiftc" : nil
    }

    static func sourceFiles(of module: String) -> [String] {
        let directory = sourceRoot.appendingPathComponent(module)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0).path }
    }

    private static func build() throws -> APIModelModules {
        guard let swiftc = findSwiftc() else { throw APIModelError.build("no swiftc found (PATH, $SWIFTC or /opt/swift/usr/bin)") }
        let output = try TestRunScratch.makeDirectory("apimodel")
        let start = Date()
        for module in moduleNames {
            let sources = sourceFiles(of: module)
            guard !sources.isEmpty else { continue }
            // One whole-module frontend job: about 2.5x faster than a job per file.
            let arguments = ["-wmo", "-emit-module", "-module-name", module, "-parse-as-library"] + languageMode + objectiveCInterop + macroPlugin
                + ["-I", output, "-emit-module-path", "\(output)/\(module).swiftmodule"] + sources
            let result = try runProcess(swiftc, arguments, in: output)
            guard result.status == 0 else {
                throw APIModelError.build("the \(module) API model does not compile:\n\(result.stderr)")
            }
        }
        return APIModelModules(swiftc: swiftc, moduleDirectory: output, buildSeconds: Date().timeIntervalSince(start))
    }
}

enum APIModelError: Error, CustomStringConvertible {
    case build(String)
    var description: String {
        switch self { case .build(let message): message }
    }
}
