import ArgumentParser
import Foundation
import ModernizeCore
import Rewrites

/// `modernize config [PATH]`: the settings a file gets, and where each one comes from.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the effective settings for a file or directory and where each comes from.",
        discussion: """
            Settings come from the nearest .modernize.json that sets them (files inherit from their parent directories up to the repository root, \
            unless one says "root": true), else the build files (deployment target), else \
            the defaults. For a directory, the settings are those of a Swift file directly in it.

            The last lines name the build index a run over the path reads (--build-index) and how \
            many of its Swift files that build compiled and did not change since.

            Example: modernize config Sources/App/Feed.swift
            """
    )

    @Argument(help: "A Swift file or a directory (default: the current directory).", completion: .file())
    var givenPath: String?

    var path: String { givenPath ?? "." }

    @Option(name: .customLong("config"), help: ArgumentHelp("Use this configuration file instead of the .modernize.json files found.", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var configFile: String?

    @OptionGroup(title: "Exact types from your build") var buildIndexOptions: BuildIndexOptions

    func validate() throws {
        if let configFile, !FileManager.default.isReadableFile(atPath: configFile) {
            throw ValidationError("--config: cannot read '\(configFile)'")
        }
    }

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            Console.error("error: \(path): no such file or directory")
            throw ExitCode(ExitStatus.error)
        }
        // The file whose settings are shown: the path, or a Swift file directly in the directory.
        let file = isDirectory.boolValue ? (path as NSString).appendingPathComponent("File.swift") : path
        let cwd = FileManager.default.currentDirectoryPath
        let resolver = SettingsResolver(
            allRules: Codemods.all, commandLine: CommandLineSettings(), givenPaths: [path], configFile: configFile,
            display: { $0.hasPrefix(cwd + "/") ? String($0.dropFirst(cwd.count + 1)) : $0 })
        let chain: ConfigChain
        let settings: FileSettings
        do {
            chain = try resolver.configChain(for: file)
            settings = try resolver.settings(for: file)
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(ExitStatus.error)
        }
        Console.out(SettingsExplanation(
            path: path, chain: chain, settings: settings, commandLine: CommandLineSettings(), allRules: Codemods.all.map(\.id)
        ).rendered)
        // The store a run over the path would read, and how many of its Swift files it covers.
        let files = FileDiscovery().discover([path]).files
        Console.out(BuildIndexSession.open(buildIndexOptions.request, paths: [path], files: files).status.configLines.joined(separator: "\n"))
    }
}
