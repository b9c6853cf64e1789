import Foundation
import TestSupport
import Testing

/// Issue 31, items 1 and 2: outputs never replace what the user did not mean to give up.
@Suite struct OutputTargetTests {
    static let baseline = #"{ "entries" : [], "version" : 1 }"# + "\n"

    /// Item 1: `--write-baseline` writes a new file or over a baseline, and nothing else; a
    /// refused target is refused before `apply` writes any source.
    @Test func writeBaselineRefusesLinksSpecialFilesSourcesAndReadOnlyFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("List.swift", Fixtures.legacy)
        try directory.write("victim.txt", "keep me\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/link.json", withDestinationPath: "victim.txt")
        #expect(mkfifo(directory.path + "/pipe.json", 0o644) == 0)
        try directory.write("Other.swift", "let kept = 1\n")
        let readOnly = try directory.write("read-only.json", Self.baseline)
        chmod(readOnly, 0o444)

        for (target, reason) in [
            ("link.json", "is a symbolic link"), ("pipe.json", "is not a regular file"),
            ("Other.swift", "exists and is not a modernize baseline"), ("read-only.json", "the existing baseline is read-only"),
        ] {
            let result = try ModernizeBinary.run(["apply", "--write-baseline", target, "List.swift"], in: directory.path)
            #expect(result.status == 2, "\(target): \(result.stderr)")
            #expect(result.stderr.contains("error: --write-baseline \(target): \(reason)"), "\(target): \(result.stderr)")
            #expect(try directory.readText("List.swift") == Fixtures.legacy, "\(target): refused before anything is applied")
        }
        #expect(try directory.readText("victim.txt") == "keep me\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.path + "/link.json") == "victim.txt")
        var pipe = stat()
        #expect(lstat(directory.path + "/pipe.json", &pipe) == 0 && pipe.st_mode & S_IFMT == S_IFIFO, "the FIFO is left in place")
        #expect(try directory.readText("Other.swift") == "let kept = 1\n")
        #expect(try directory.readText("read-only.json") == Self.baseline)

        // A new file, and an earlier baseline, are written.
        let fresh = try ModernizeBinary.run(["diff", "--write-baseline", "new.json", "List.swift"], in: directory.path)
        #expect(fresh.stderr.contains("note: wrote"), "\(fresh.stderr)")
        try directory.write("old.json", Self.baseline)
        let over = try ModernizeBinary.run(["diff", "--write-baseline", "old.json", "List.swift"], in: directory.path)
        #expect(over.stderr.contains("note: wrote"), "\(over.stderr)")
        #expect(try directory.readText("old.json") == directory.readText("new.json"))
    }

    /// Item 2: `--resume` into a directory no batch made would replace or remove its files.
    @Test func resumeRefusesADirectoryNoBatchMade() throws {
        let directory = try TemporaryDirectory()
        try directory.write("repo/List.swift", Fixtures.legacy)
        try directory.write("out/settings.json", "{ \"mine\": true }\n")
        try directory.write("out/summary.md", "my notes\n")
        try directory.write("out/repo.patch", "my patch\n")
        let refused = try ModernizeBinary.run(["batch", "repo", "--out", "out", "--resume", "--quiet"], in: directory.path)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("error: out: --resume needs an output directory of an earlier `modernize batch`"), "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out").sorted() == ["repo.patch", "settings.json", "summary.md"])
        #expect(try directory.readText("out/summary.md") == "my notes\n")
        #expect(try directory.readText("out/repo.patch") == "my patch\n")

        // A directory a batch made resumes as before.
        let first = try ModernizeBinary.run(["batch", "repo", "--out", "made", "--quiet"], in: directory.path)
        #expect(first.status == 0, "\(first.stderr)")
        let resumed = try ModernizeBinary.run(["batch", "repo", "--out", "made", "--resume"], in: directory.path)
        #expect(resumed.status == 0 && resumed.stderr.contains("complete result from an earlier run"), "\(resumed.stderr)")
    }
}
