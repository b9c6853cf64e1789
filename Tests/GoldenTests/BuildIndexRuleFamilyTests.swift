import Foundation
import ModernizeCore
import Rewrites
import TestSupport
import Testing

/// Issue 45, per rule family: a golden case whose site is a type-unknown finding from the source
/// alone gets the right outcome with the index store a real compile of the same files wrote.
/// The files are compiled against the API model built as `UIKit`/`SwiftUI` modules, so the
/// store's USRs name those modules as an app's do. Without the store each case must still give
/// exactly its golden findings (the source-only run); with it, the outputs and findings under
/// `Tests/BuildIndexCases/<rule>/<case>/` (`X.expected.swift` for a changed file,
/// `case.findings`), and the outputs type-check against the API model.
@Suite(.enabled(if: APIModelModules.findSwiftc() != nil)) struct BuildIndexRuleFamilyTests {
    /// Outside the test target's folder: its `.swift` files are expectations, not sources of the target.
    static let expectedRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("BuildIndexCases")

    /// Golden cases of each family whose unknown type only a build can tell.
    static let cases = [
        "observable-macro/unresolved-injection",  // SwiftUI: which class a stored factory injects
        "observable-macro/unresolved-holder",     // SwiftUI: what a @StateObject's factory makes
        "cell-content-configuration/inferred-member-cell",  // UIKit: a cell held by a property of inferred type
    ]

    @Test(arguments: cases) func theBuildIndexDecidesWhatTheSourceCannot(_ name: String) throws {
        let golden = try #require(GoldenCase.all.first { $0.testDescription == name }, "no golden case \(name)")
        let modules = try APIModelModules.shared.get()
        let compiled = try Self.compile(golden, modules: modules)
        let sources = try golden.files.map { try SourceText.decode(path: $0.name, bytes: [UInt8](Data(contentsOf: $0.inputURL))) }
        let (rules, options) = try GoldenRunnerTests.configuration(for: golden, directives: golden.directives(in: sources[0].text))
        var project = GoldenProject(sources: sources, rules: rules, options: options, root: golden.caseDirectory)

        let sourceOnly = project.migrate()
        #expect(Self.findingsText(sourceOnly.results, golden) == (try? String(contentsOf: golden.findingsURL, encoding: .utf8)),
                "the source-only run is the golden case's")

        let library = try ToolchainLibraries.indexStore(toolchain: nil, scannedRoots: [])
        project.buildIndex = try BuildIndexStore.open(path: compiled.store, library: library)
        project.compiledPaths = compiled.paths
        let withStore = project.migrate()
        let expected = Self.expectedRoot.appendingPathComponent(name)
        if GoldenRunnerTests.updating {
            // For review, as the golden runner's UPDATE_GOLDEN=1 does.
            try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
            if let text = Self.findingsText(withStore.results, golden) { try text.write(to: expected.appendingPathComponent("case.findings"), atomically: true, encoding: .utf8) }
            for (file, result) in zip(golden.files, withStore.results) where result.newText != sources.first(where: { $0.path == file.name })?.text {
                try result.newText.write(to: expected.appendingPathComponent(String(file.name.dropLast(6)) + ".expected.swift"), atomically: true, encoding: .utf8)
            }
            return
        }
        #expect(Self.findingsText(withStore.results, golden) == (try? String(contentsOf: expected.appendingPathComponent("case.findings"), encoding: .utf8)),
                "findings with the build index")
        var outputs: [String: String] = [:]
        for (file, result) in zip(golden.files, withStore.results) {
            let expectedURL = expected.appendingPathComponent(String(file.name.dropLast(6)) + ".expected.swift")
            let input = String(decoding: try Data(contentsOf: file.inputURL), as: UTF8.self)
            let want = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? input
            #expect(result.newText == want, "\(file.name) with the build index")
            outputs[file.name] = result.newText
        }
        let check = try Self.typeCheck(outputs, modules: modules)
        #expect(check.status == 0, "the outputs with the build index do not type-check:\n\(check.stderr)")
    }

    static func findingsText(_ results: [MigrationResult], _ golden: GoldenCase) -> String? {
        let lines = zip(golden.files, results).flatMap { file, result in result.findings.map { GoldenRunnerTests.render($0, file: golden.isFolder ? file.name : nil) } }
        return lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n"
    }

    /// The case's inputs as `X.swift`, compiled (one object per file, as a build does) with an
    /// index store; the store and each file's path on disk.
    static func compile(_ golden: GoldenCase, modules: APIModelModules) throws -> (store: String, paths: [String: String]) {
        let directory = URL(fileURLWithPath: try TestRunScratch.makeDirectory("build-index-family")).resolvingSymlinksInPath().path
        var paths: [String: String] = [:]
        for file in golden.files {
            paths[file.name] = directory + "/" + file.name
            try FileManager.default.copyItem(atPath: file.inputURL.path, toPath: directory + "/" + file.name)
        }
        let store = directory + "/store"
        let result = try runProcess(modules.swiftc, ["-c", "-module-name", "App", "-parse-as-library"] + APIModelModules.languageMode
            + APIModelModules.objectiveCInterop + ["-I", modules.moduleDirectory, "-index-store-path", store] + paths.values.sorted(), in: directory)
        guard result.status == 0 else { throw APIModelError.build("the case does not compile:\n\(result.stderr)") }
        return (store, paths)
    }

    static func typeCheck(_ files: [String: String], modules: APIModelModules) throws -> ProcessResult {
        let directory = try TestRunScratch.makeDirectory("build-index-family-output")
        for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
        return try runProcess(modules.swiftc, ["-typecheck", "-module-name", "App", "-parse-as-library"] + APIModelModules.languageMode
            + APIModelModules.objectiveCInterop + ["-I", modules.moduleDirectory] + files.keys.sorted().map { directory + "/" + $0 }, in: directory)
    }
}
