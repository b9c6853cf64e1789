import Foundation
import PackagePlugin

/// `swift package modernize [diff|apply] [--target NAME]... [modernize options]`: runs the
/// `modernize` tool over the package's source targets (all non-test targets, or the named
/// ones), from the package directory so the diff applies with `git apply`.
///
/// The tool is found by name, so the same source serves the prebuilt plugin package
/// (Scripts/make-plugin-package.sh), where `modernize` is an artifact bundle's executable.
@main
struct ModernizePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        guard let (command, options) = ToolInvocation.command(in: extractor.remainingArguments) else { return }
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
        try ToolInvocation(
            tool: try context.tool(named: "modernize").url, directory: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL
        ).run(command: command, options: options, paths: directories)
    }
}

/// Runs the tool for the SwiftPM and the Xcode entry points alike: the tool's stdout stays the
/// plugin's stdout (the diff, `--format json`), its stderr (findings, summary) goes through
/// SwiftPM's diagnostics, which SwiftPM prints on stderr (a plugin's own stderr is merged
/// into stdout), and a non-zero exit status is the plugin's, so `--fail-on` fails a CI step.
struct ToolInvocation {
    static let commands = ["diff", "apply"]

    let tool: URL
    let directory: URL
    let workDirectory: URL

    /// The subcommand (`diff` by default) and the options after it; nil after reporting an
    /// argument the plugin cannot run.
    static func command(in arguments: [String]) -> (String, [String])? {
        var options = arguments
        guard let first = options.first, !first.hasPrefix("-") else { return ("diff", options) }
        options.removeFirst()
        if commands.contains(first) { return (first, options) }
        if first == "review" {
            Diagnostics.error("`review` asks about each rewrite in a terminal, which a plugin does not have: run `modernize review` in a shell (`swift run modernize review Sources/` from a clone, or the installed tool), or use `diff` / `apply` here")
        } else {
            Diagnostics.error("unknown subcommand '\(first)': the plugin runs `diff` (the default) or `apply`; every other argument goes to the tool as an option (paths come from the targets: --target NAME)")
        }
        return nil
    }

    func run(command: String, options: [String], paths: [String]) throws {
        var options = options
        // The plugin's own work directory is writable even where a sandbox guards the rest.
        if !options.contains("--no-cache"), !options.contains(where: { $0.hasPrefix("--cache-path") }) {
            options += ["--cache-path", workDirectory.appendingPathComponent("cache").path]
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = [command] + options + ["--"] + paths
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Read until the tool closes stderr, then wait: a full pipe would otherwise block it.
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            Self.report(String(line))
        }
        let status = process.terminationStatus
        guard process.terminationReason == .exit, status == 0 else {
            let meaning = status == 1 ? "changes pending or --fail-on matched" : status == 2 ? "usage or I/O error" : "internal error"
            Diagnostics.error("modernize \(command) exited with status \(status) (\(meaning))")
            exit(status == 0 ? 3 : status)
        }
    }

    /// One line of the tool's stderr as a SwiftPM diagnostic: `error:` and `warning:` lines
    /// keep their kind (SwiftPM counts them), everything else (findings' suggestions, notes,
    /// the summary) is printed as a warning-free remark.
    static func report(_ line: String) {
        if line.contains("error: ") && !line.hasPrefix(" ") {
            Diagnostics.error(line)
        } else if line.contains("warning: ") && !line.hasPrefix(" ") {
            Diagnostics.warning(line)
        } else {
            Diagnostics.progress(line)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command on an Xcode project (Xcode: File > Packages or the project's context
/// menu): the whole project directory, or the Swift files of the targets named with
/// `--target`, through the same `ToolInvocation`.
extension ModernizePlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        guard let (command, options) = ToolInvocation.command(in: extractor.remainingArguments) else { return }
        let root = context.xcodeProject.directoryURL.path
        var paths = ["."]
        if !targetNames.isEmpty {
            let targets = context.xcodeProject.targets.filter { targetNames.contains($0.displayName) }
            paths = targets.flatMap { target in
                target.inputFiles.filter { $0.url.pathExtension == "swift" }.map { file in
                    file.url.path.hasPrefix(root + "/") ? String(file.url.path.dropFirst(root.count + 1)) : file.url.path
                }
            }
            guard !paths.isEmpty else {
                Diagnostics.error("no Swift files in the targets \(targetNames.joined(separator: ", "))")
                return
            }
        }
        try ToolInvocation(
            tool: try context.tool(named: "modernize").url, directory: context.xcodeProject.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL
        ).run(command: command, options: options, paths: paths)
    }
}
#endif
