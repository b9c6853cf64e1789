import Foundation
import TestSupport
import Testing

/// Issue 31, item 20: files in git submodules are not selected by `batch` or `--changed-since`
/// (git lists a submodule as one entry); the run says so instead of leaving them out silently.
@Suite struct SubmoduleTests {
    @Test func submodulesLeftOutAreNamed() throws {
        let directory = try TemporaryDirectory()
        let git = try #require(which("git"))
        func run(_ arguments: [String], in path: String) throws {
            let result = try runProcess(git, ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "protocol.file.allow=always"] + arguments, in: directory.path + "/" + path)
            #expect(result.status == 0, "git \(arguments): \(result.stderr)")
        }
        try directory.write("lib/Lib.swift", Fixtures.legacy)
        try run(["init", "-q", "."], in: "lib")
        try run(["add", "."], in: "lib")
        try run(["commit", "-q", "-m", "lib"], in: "lib")
        try directory.write("app/List.swift", Fixtures.legacy)
        try run(["init", "-q", "."], in: "app")
        try run(["submodule", "--quiet", "add", directory.path + "/lib", "lib"], in: "app")
        try run(["add", "."], in: "app")
        try run(["commit", "-q", "-m", "app"], in: "app")

        let batch = try ModernizeBinary.run(["batch", "app", "--out", "out"], in: directory.path)
        #expect(batch.status == 0, "\(batch.stderr)")
        #expect(batch.stderr.contains("note: app: lib: a git submodule; its files are not migrated with this repository"), "\(batch.stderr)")
        #expect(try directory.readText("out/summary.json").contains("lib: a git submodule"))

        // The submodule moves to a new commit: --changed-since names it.
        try directory.write("app/lib/Lib.swift", Fixtures.legacy + "// more\n")
        try run(["commit", "-q", "-am", "more"], in: "app/lib")
        let changed = try ModernizeBinary.run(["diff", "--changed-since", "HEAD", "."], in: directory.path + "/app")
        #expect(changed.stderr.contains("note: lib: a git submodule that changed; its files are not selected"), "\(changed.stderr)")
    }
}
