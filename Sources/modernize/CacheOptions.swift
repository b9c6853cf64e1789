import ArgumentParser
import Foundation
import ModernizeCore

/// `--no-cache` / `--cache-path`: the result cache of `diff` and `apply`.
struct CacheOptions: ParsableArguments {
    @Flag(name: .customLong("no-cache"), help: "Do not read or write the result cache.")
    var noCache = false

    @Option(name: .customLong("cache-path"), help: ArgumentHelp(
        "Directory of the result cache (default: $XDG_CACHE_HOME/swift-modernize/<project>, else ~/.cache/...). Entries depend on the tool build, the rules and options, each file's text and the project index; a damaged entry is ignored.",
        valueName: "dir"), completion: .directory)
    var cachePath: String?

    func validate() throws {
        if noCache, cachePath != nil { throw ValidationError("--no-cache and --cache-path exclude each other") }
    }

    /// The cache for a run over `paths`, or nil when disabled or refused (with a warning: a
    /// directory another user owns or may write is not trusted).
    func cache(forPaths paths: [String]) -> ResultCache? {
        guard !noCache else { return nil }
        let directory = cachePath.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? ResultCache.defaultDirectory(forRoots: paths)
        do {
            return try ResultCache.open(directory: directory, toolIdentity: ResultCache.identity(version: Modernize.version))
        } catch {
            Console.error("warning: result cache not used: \(error)")
            return nil
        }
    }
}
