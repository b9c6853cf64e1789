import Foundation
import PackagePlugin

/// `swift package modernize [diff|apply] [--target NAME]... [modernize options]`: runs the
/// `modernize` tool over the package's source targets (all non-test targets, or the named
/// ones), from the package directory so the diff applies with `git apply`.
@main
struct ModernizePlugin: CommandPlugin {
    static let commands = ["diff", "apply"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var options = extractor.remainingArguments
        var command = "diff"
        if let first = options.first, Self.commands.contains(first) {
            command = first
            options.removeFirst()
        }
        let targets = try targetNames.isEmpty
            ? context.package.targets.filter { ($0 as? SwiftSourceModuleTarget)?.kind != .test }
            : context.package.targets(named: targetNames)
        let package = context.package.directoryURL.path
        let directories = targets.compactMap { $0 as? SwiftSourceModuleTarget }.map { $0.directoryURL.path }.map { path in
            path.hasPrefix(package + "/") ? String(path.dropFirst(package.count + 1)) : path
        }
        guard !directories.isEmpty else {
            Diagnostics.error("no source targets to migrate\(targetNames.isEmpty ? "" : " among \(targetNames.joined(separator: ", "))")")
            return
        }
        // The plugin's own work directory is writable even where a sandbox guards the rest.
        if !options.contains("--no-cache"), !options.contains(where: { $0.hasPrefix("--cache-path") }) {
            options += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        }
        let process = Process()
        process.executableURL = try context.tool(named: "modernize").url
        process.arguments = [command] + options + directories
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // diff: 1 means changes are pending, not a failure.
        switch process.terminationStatus {
        case 0, 1: return
        default: Diagnostics.error("modernize \(command) exited with status \(process.terminationStatus)")
        }
    }
}
