import Foundation
import TestSupport
import Testing

/// Issue 31, item 4: the result cache is trusted only in a directory of the user's own, and
/// only for entries it can authenticate.
@Suite struct ResultCacheTrustTests {
    static func entries(_ directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: directory.path + "/cache").filter { $0.count > 3 && !$0.hasPrefix(".") }
    }

    @Test func anEditedEntryIsAMissWithANoteAndItsTextIsNeverWritten() throws {
        let directory = try ResultCacheTests.project()
        let first = try ResultCacheTests.diff(directory)
        #expect(first.stdout.contains("defaultContentConfiguration"), "\(first.stdout)")
        // Edit every entry holding the rewrite: same name, same key, other text.
        var edited = 0
        for entry in try Self.entries(directory) {
            let text = try directory.readText("cache/" + entry)
            guard text.contains("defaultContentConfiguration") else { continue }
            try directory.write("cache/" + entry, text.replacingOccurrences(of: "defaultContentConfiguration", with: "planted_by_someone_else"))
            edited += 1
        }
        #expect(edited > 0)
        let apply = try ModernizeBinary.run(["apply", "--cache-path", "cache", "--min-ios", "15", "App"], in: directory.path, review: false)
        #expect(apply.stderr.contains("note: result cache: \(edited) entr"), "\(apply.stderr)")
        #expect(apply.stderr.contains("failed authentication"), "\(apply.stderr)")
        let written = try directory.readText("App/SettingsViewController.swift")
        #expect(!written.contains("planted_by_someone_else"))
        #expect(written.contains("defaultContentConfiguration"), "the fresh result is applied: \(written)")
    }

    @Test func aCacheDirectoryOthersMayWriteOrOwnIsNotUsed() throws {
        let directory = try ResultCacheTests.project()
        let cache = directory.path + "/cache"
        #expect(mkdir(cache, 0o777) == 0)
        chmod(cache, 0o777)
        let shared = try ModernizeBinary.run(["diff", "--timings", "--cache-path", "cache", "--min-ios", "15", "App"], in: directory.path, review: false)
        #expect(shared.stderr.contains("warning: result cache not used: \(cache): writable by group or others (mode 777)"), "\(shared.stderr)")
        #expect(shared.stdout.contains("defaultContentConfiguration"), "the run goes on without the cache")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).isEmpty, "nothing read or written there")

        chmod(cache, 0o700)
        if geteuid() == 0 {
            #expect(chown(cache, 65534, 65534) == 0)
            let foreign = try ModernizeBinary.run(["diff", "--cache-path", "cache", "--min-ios", "15", "App"], in: directory.path, review: false)
            #expect(foreign.stderr.contains("warning: result cache not used: \(cache): owned by another user"), "\(foreign.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: cache).isEmpty)
            #expect(chown(cache, 0, 0) == 0)
        }
        // A new cache directory is private, its key too.
        let fresh = try ModernizeBinary.run(["diff", "--cache-path", "fresh/cache", "--min-ios", "15", "App"], in: directory.path, review: false)
        #expect(!fresh.stderr.contains("warning"), "\(fresh.stderr)")
        for path in ["fresh", "fresh/cache", "fresh/cache/.modernize-cache-key"] {
            let mode = try #require(FileManager.default.attributesOfItem(atPath: directory.path + "/" + path)[.posixPermissions] as? Int)
            #expect(mode & 0o077 == 0, "\(path): \(String(mode, radix: 8))")
        }
    }
}
