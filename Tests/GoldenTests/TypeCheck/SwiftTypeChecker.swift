import Foundation
import TestSupport

/// What `swiftc -typecheck` said about one file.
struct TypeCheckReport: Sendable {
    let path: String
    let status: Int32
    /// One-line diagnostics (`file:line:col: error: ...`), notes included for context.
    let diagnostics: [String]

    /// Errors, except ones that only exist because Linux lacks the Objective-C runtime: UIKit's
    /// members are Objective-C methods, which Swift lets subclasses override from extensions,
    /// but the model's members are Swift methods (see `linuxOnlyErrors`).
    var errors: [String] {
        diagnostics.filter { line in line.contains(": error: ") && !Self.linuxOnlyErrors.contains { line.contains($0) } }
    }

    /// Linux's Foundation classes (`Timer`, `NSObject`) are Swift classes, so an `@objc` method
    /// taking one, and a `#selector` naming that method, only type-check on Apple platforms.
    static let linuxOnlyErrors = [
        "cannot be overridden from extension", "non-@objc declarations from extensions",
        "because the type of the parameter cannot be represented in Objective-C", "that is not exposed to Objective-C",
    ]
    /// Uses of declarations marked deprecated (`'x' is deprecated: ...`).
    var deprecationWarnings: [String] {
        diagnostics.filter { $0.contains(": warning: ") && ($0.contains(" is deprecated") || $0.contains(" was deprecated")) }
    }
    var typeChecks: Bool { errors.isEmpty && (status == 0 || diagnostics.contains { $0.contains(": error: ") }) }
}

/// Type-checks standalone files against the API model, several compiler processes at a time.
struct SwiftTypeChecker: Sendable {
    let modules: APIModelModules
    /// `-swift-version N` for the checked files (the model itself is built once, in Swift 5).
    var languageMode = APIModelModules.languageMode

    /// Type-checks files of one directory together, as one module (a folder golden case's
    /// files refer to each other).
    func check(_ paths: [String]) -> TypeCheckReport {
        let path = paths.joined(separator: "|")
        let url = URL(fileURLWithPath: paths[0])
        // Library mode: a golden file stands for an ordinary app source file, not main.swift.
        let arguments = ["-typecheck", "-parse-as-library", "-module-name", "GoldenCase", "-diagnostic-style", "llvm"]
            + languageMode + APIModelModules.objectiveCInterop + APIModelModules.macroPlugin + ["-I", modules.moduleDirectory]
            + paths.map { URL(fileURLWithPath: $0).lastPathComponent }
        do {
            let result = try runProcess(modules.swiftc, arguments, in: url.deletingLastPathComponent().path)
            let lines = (result.stderr + result.stdout).split(separator: "\n").map(String.init)
            let diagnostics = lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ") }
            return TypeCheckReport(path: path, status: result.status, diagnostics: diagnostics)
        } catch {
            return TypeCheckReport(path: path, status: -1, diagnostics: ["\(url.lastPathComponent): error: could not run swiftc: \(error)"])
        }
    }

    /// Checks every file, at most one compiler per core at a time; the result maps path -> report.
    func checkAll(_ paths: [String]) -> [String: TypeCheckReport] {
        checkAll(units: paths.map { [$0] })
    }

    /// Checks each unit (files compiled together) in parallel; the result is keyed by the
    /// unit's paths joined with `|` (a single file's key is its path).
    func checkAll(units: [[String]]) -> [String: TypeCheckReport] {
        let unique = Array(Set(units)).sorted { $0.joined(separator: "|") < $1.joined(separator: "|") }
        let lock = NSLock()
        nonisolated(unsafe) var result: [String: TypeCheckReport] = [:]
        DispatchQueue.concurrentPerform(iterations: unique.count) { index in
            let report = check(unique[index])
            lock.withLock { result[unique[index].joined(separator: "|")] = report }
        }
        return result
    }
}
