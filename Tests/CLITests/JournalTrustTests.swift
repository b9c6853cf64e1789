import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 43 item 1: a repository that ships a `.modernize-journal/` (committed, so every clone
/// has it) must not make `apply`, `review`, `batch --apply` or `recover` write what it names.
/// The planted journal rewrites `.git/config` with a `core.fsmonitor` command (which the next
/// `git status` would run) and deletes a tracked file whose bytes it knows. After each command,
/// `.git/config` and every file of the clone are unchanged.
@Suite(.enabled(if: which("git") != nil)) struct JournalTrustTests {
    static let planted = "[core]\n\tfsmonitor = touch PWNED\n"

    /// A journal as the previous format wrote it (`N.original` / `N.new` beside the manifest):
    /// what today's main rolls back.
    static func formatOneJournal(entries: [(path: String, original: [UInt8]?, written: [UInt8])]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        var rows: [String] = []
        for (index, entry) in entries.enumerated() {
            files["\(index).new"] = entry.written
            var row = "{\"path\":\"\(entry.path)\",\"displayPath\":\"\(entry.path)\",\"written\":\"\(index).new\",\"writtenSHA256\":\"\(sha256(entry.written))\",\"groups\":[\"g\"]"
            if let original = entry.original {
                files["\(index).original"] = original
                row += ",\"original\":\"\(index).original\",\"originalSHA256\":\"\(sha256(original))\""
            }
            rows.append(row + "}")
        }
        files["journal.json"] = Array("{\"formatVersion\":1,\"tool\":\"swift-modernize\",\"processID\":1,\"groups\":[{\"key\":\"g\",\"files\":[]}],\"entries\":[\(rows.joined(separator: ","))]}".utf8)
        return files
    }

    /// The current format with a made-up authentication (the attacker has no key).
    static func formatTwoJournal(entries: [(path: String, original: [UInt8]?, written: [UInt8])]) -> [String: [UInt8]] {
        var backups: [UInt8] = []
        var rows: [String] = []
        func slice(_ bytes: [UInt8]) -> String {
            defer { backups += bytes }
            return "{\"offset\":\(backups.count),\"length\":\(bytes.count),\"sha256\":\"\(sha256(bytes))\"}"
        }
        for entry in entries {
            var row = "{\"path\":\"\(entry.path)\",\"displayPath\":\"\(entry.path)\",\"groups\":[\"g\"]"
            if let original = entry.original { row += ",\"original\":\(slice(original))" }
            rows.append(row + ",\"written\":\(slice(entry.written))}")
        }
        let manifest = "{\"formatVersion\":2,\"tool\":\"swift-modernize\",\"purpose\":\"change-across-files\",\"processID\":1,"
            + "\"groups\":[{\"key\":\"g\",\"files\":[]}],\"entries\":[\(rows.joined(separator: ","))],\"authentication\":\"\(String(repeating: "ab", count: 32))\"}"
        return ["journal.json": Array(manifest.utf8), "backups": backups, "owner": Array(String(repeating: "cd", count: 32).utf8)]
    }

    static func sha256(_ bytes: [UInt8]) -> String {
        let file = NSTemporaryDirectory() + "sha-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: file, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let output = (try? runProcess(which("sha256sum") ?? "/usr/bin/sha256sum", [file], in: "/"))?.stdout ?? ""
        return String(output.prefix(64))
    }

    static func git(_ arguments: [String], in directory: String) throws {
        let result = try runProcess(which("git")!, ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main"] + arguments, in: directory)
        #expect(result.status == 0, "git \(arguments): \(result.stderr)")
    }

    /// An upstream repository whose commit carries `journal`, and a fresh clone of it.
    /// `journal` gets the clone's own `.git/config` bytes (what the entry says was written).
    func clone(plantingJournal journal: ([UInt8], [UInt8]) -> [String: [UInt8]]) throws -> (TemporaryDirectory, String) {
        let scratch = try TemporaryDirectory()
        let upstream = scratch.path + "/upstream"
        try FileManager.default.createDirectory(atPath: upstream + "/Sources", withIntermediateDirectories: true)
        try Data(Fixtures.legacy.utf8).write(to: URL(fileURLWithPath: upstream + "/Sources/List.swift"))
        let victim = Array("// a file the journal says it created\n".utf8)
        try Data(victim).write(to: URL(fileURLWithPath: upstream + "/Sources/Victim.swift"))
        try Self.git(["init", "-q"], in: upstream)
        try Self.git(["add", "."], in: upstream)
        try Self.git(["commit", "-qm", "initial"], in: upstream)
        // A trial clone tells what the clone's .git/config will hold.
        try Self.git(["clone", "-q", upstream, "clone"], in: scratch.path)
        let config = try Array(Data(contentsOf: URL(fileURLWithPath: scratch.path + "/clone/.git/config")))
        try FileManager.default.removeItem(atPath: scratch.path + "/clone")
        try FileManager.default.createDirectory(atPath: upstream + "/.modernize-journal", withIntermediateDirectories: true)
        for (name, bytes) in journal(config, victim) {
            try Data(bytes).write(to: URL(fileURLWithPath: upstream + "/.modernize-journal/" + name))
        }
        try Self.git(["add", "."], in: upstream)
        try Self.git(["commit", "-qm", "journal"], in: upstream)
        try Self.git(["clone", "-q", upstream, "clone"], in: scratch.path)
        let clone = scratch.path + "/clone"
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: clone + "/.git/config"))) == config, "the prediction holds")
        return (scratch, clone)
    }

    /// Every file of the tree with its bytes, `.git/` included but for what git itself rewrites
    /// when asked (the index, logs).
    static func snapshot(_ root: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            var info = stat()
            guard lstat(root + "/" + relative, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            if relative == ".git/index" || relative.hasPrefix(".git/logs") { continue }
            files[relative] = try Array(Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)))
        }
        return files
    }

    static func plantedEntries(config: [UInt8], victim: [UInt8]) -> [(path: String, original: [UInt8]?, written: [UInt8])] {
        [(".git/config", Array(planted.utf8), config), ("Sources/Victim.swift", nil, victim)]
    }

    static let commands: [(name: String, arguments: [String])] = [
        ("apply", ["apply", "--no-cache", "."]),
        ("review", ["review", "--no-cache", "."]),
        ("batch --apply", ["batch", "--apply", "--out", "../out-batch", "../clone"]),
        ("recover", ["recover", "."]),
        ("diff", ["diff", "--no-cache", "."]),
    ]

    /// Runs a command; `review` on a pseudo-terminal (`script`), quitting at once. Its output
    /// (stdout and stderr together for `review`) in `stderr`.
    static func run(_ arguments: [String], in directory: String) throws -> ProcessResult {
        guard arguments.first == "review", let script = which("script") else { return try runProcess(ModernizeBinary.path, arguments, in: directory) }
        let command = ([ModernizeBinary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try runProcess(script, ["-qec", command, "/dev/null"], in: directory, stdin: "q\n")
        return ProcessResult(status: result.status, stdout: "", stderr: result.stdout + result.stderr)
    }

    @Test(arguments: [1, 2]) func aJournalThatCameWithTheRepositoryIsNeverRolledBack(_ format: Int) throws {
        let (scratch, clone) = try clone { config, victim in
            let entries = Self.plantedEntries(config: config, victim: victim)
            return format == 1 ? Self.formatOneJournal(entries: entries) : Self.formatTwoJournal(entries: entries)
        }
        let before = try Self.snapshot(clone)
        for command in Self.commands {
            let result = try Self.run(command.arguments, in: clone)
            #expect(result.status == 2, "\(command.name): \(result.stderr)")
            if command.name != "batch --apply" {
                #expect(result.stderr.contains(".modernize-journal: "), "\(command.name) names the journal: \(result.stderr)")
                #expect(result.stderr.contains("modernize does not trust it"), "\(command.name): \(result.stderr)")
            }
            #expect(try Self.snapshot(clone) == before, "\(command.name): .git/config and every file are unchanged")
            #expect(!FileManager.default.fileExists(atPath: clone + "/PWNED"))
        }
        let summary = try String(contentsOfFile: scratch.path + "/out-batch/summary.json", encoding: .utf8)
        #expect(summary.contains("modernize does not trust it"), "\(summary)")
    }

    /// A journal this machine's modernize really wrote, then committed to the repository (a
    /// `git add -A` after a killed run): its authentication checks, but git tracks it, so it
    /// did not come from a run here; refused.
    @Test func aTrackedJournalIsRefused() throws {
        let directory = try TemporaryDirectory()
        let killed = try GroupJournalTests().killedMidChange(in: directory, under: "App/")
        #expect(killed == 1)
        try Self.git(["init", "-q"], in: directory.path)
        try Self.git(["add", "-A"], in: directory.path)
        let before = try Self.snapshot(directory.path)
        let result = try ModernizeBinary.run(GroupJournalTests.apply + ["App"], in: directory.path)
        #expect(result.status == 2 && result.stderr.contains("is tracked by git, so it came with the repository"), "\(result.stderr)")
        #expect(try Self.snapshot(directory.path) == before)
    }

    /// A journal written for one tree, copied into another (a clone at another path, a copy of
    /// the working tree): bound to the first tree, refused in the second.
    @Test func aJournalCopiedToAnotherTreeIsRefused() throws {
        let first = try TemporaryDirectory()
        _ = try GroupJournalTests().killedMidChange(in: first, under: "App/")
        let second = try TemporaryDirectory()
        let copy = try runProcess("/bin/cp", ["-a", first.path + "/.", second.path], in: "/")
        #expect(copy.status == 0)
        let before = try Self.snapshot(second.path)
        let result = try ModernizeBinary.run(["recover", "App"], in: second.path)
        #expect(result.status == 2 && result.stderr.contains("was not written by modernize on this machine for this tree"), "\(result.stderr)")
        #expect(try Self.snapshot(second.path) == before)
        let original = try ModernizeBinary.run(["recover", "App"], in: first.path)
        #expect(original.status == 0, "the tree it was written for still rolls it back: \(original.stderr)")
    }

    /// Directories named like a journal being assembled, or like a finished journal's leftover,
    /// that this tool did not make: left as they are, with their files.
    @Test func lookalikeLeftoversAreLeftAlone() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/.git", withIntermediateDirectories: true)
        try directory.write("Sources/List.swift", Fixtures.legacy)
        try directory.write(".modernize-journal.tmp-1-2/journal.json", "{}")
        try directory.write(".modernize-journal.tmp-1-2/backups", "keep me\n")
        let assembling = try ModernizeBinary.run(["apply", "--no-cache", "Sources"], in: directory.path)
        #expect(assembling.status == 0, "\(assembling.stderr)")
        #expect(try directory.readText(".modernize-journal.tmp-1-2/backups") == "keep me\n", "\(assembling.stderr)")

        try directory.write(".modernize-journal/backups", "keep me too\n")
        let leftover = try ModernizeBinary.run(["recover", "."], in: directory.path)
        #expect(leftover.status == 2 && leftover.stderr.contains("has no journal.json and was not left by modernize on this machine"), "\(leftover.stderr)")
        #expect(try directory.readText(".modernize-journal/backups") == "keep me too\n")
    }
}
