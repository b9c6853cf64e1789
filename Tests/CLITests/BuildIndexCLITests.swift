import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--build-index` and `--toolchain` on the command line, over the fixture package a real
/// `swift build --enable-index-store` built (TestSupport's BuildIndexFixture): a source-only run
/// is what it always was, a store only adds `note:` lines on stderr, and `config` says which
/// store a run reads.
@Suite(.enabled(if: BuildIndexFixture.canBuild)) struct BuildIndexCLITests {
    /// The fixture's sources without its `.build`: a package no build has indexed.
    static func unbuiltCopy() throws -> String {
        let built = try BuildIndexFixture.built()
        let copy = try TestRunScratch.makeDirectory("unbuilt") + "/RowApp"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for name in ["Package.swift", "Sources"] { try FileManager.default.copyItem(atPath: built.package + "/" + name, toPath: copy + "/" + name) }
        return copy
    }

    @Test func aRunWithoutAStoreOrWithNoneIsTheSourceOnlyRun() throws {
        let built = try BuildIndexFixture.built()
        // The run before this option existed: no store anywhere above the files.
        let sourceOnly = try ModernizeBinary.run(["diff", "--no-cache"], in: try Self.unbuiltCopy())
        #expect(sourceOnly.status == 1, "a diff with a pending rewrite: \(sourceOnly.stderr)")
        #expect(sourceOnly.stdout.contains("+++ b/Sources/App/Use.swift"), "\(sourceOnly.stdout)")
        let none = try ModernizeBinary.run(["diff", "--no-cache", "--build-index", "none"], in: built.package)
        #expect(none.stdout == sourceOnly.stdout)
        #expect(none.stderr == sourceOnly.stderr)
        #expect(none.status == sourceOnly.status)
        // With the store: stdout is the same; stderr only gains the note.
        let store = try ModernizeBinary.run(["diff", "--no-cache"], in: built.package)
        #expect(store.stdout == sourceOnly.stdout)
        #expect(store.status == sourceOnly.status)
        let note = "note: build index .build/\(Self.triple(built))/debug/index/store (the package's .build): covers 3 of 4 Swift files\n"
        #expect(store.stderr == note + sourceOnly.stderr, "\(store.stderr)")
        let quiet = try ModernizeBinary.run(["diff", "--no-cache", "--quiet"], in: built.package)
        #expect(!quiet.stderr.contains("build index"), "--quiet drops notes: \(quiet.stderr)")
    }

    @Test func aReportOnStdoutIsTheSameWithAStore() throws {
        let built = try BuildIndexFixture.built()
        let none = try ModernizeBinary.run(["diff", "--no-cache", "--format", "json", "--build-index", "none"], in: built.package)
        let store = try ModernizeBinary.run(["diff", "--no-cache", "--format", "json"], in: built.package)
        #expect(none.stdout.contains("\"gcd-to-task\""), "\(none.stdout)")
        #expect(store.stdout == none.stdout)
        #expect(store.stderr.hasPrefix("note: build index "), "\(store.stderr)")
    }

    @Test func configNamesTheStoreAndItsCoverage() throws {
        let built = try BuildIndexFixture.built()
        let shown = try ModernizeBinary.run(["config"], in: built.package)
        #expect(shown.status == 0, "\(shown.stderr)")
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("build index:") }, "\(shown.stdout)")
        #expect(lines[start] == "build index: .build/\(Self.triple(built))/debug/index/store (the package's .build)")
        #expect(lines[start + 1] == "  covers 3 of 4 Swift files; 0 changed since the last build")
        #expect(lines[start + 2].hasPrefix("  read with /"), "\(lines[start + 2])")
        let none = try ModernizeBinary.run(["config", "--build-index", "none"], in: built.package)
        #expect(none.stdout.hasSuffix("build index: none (--build-index none)\n"), "\(none.stdout)")
        let unbuilt = try ModernizeBinary.run(["config"], in: try Self.unbuiltCopy())
        #expect(unbuilt.stdout.contains("build index: none found (looked in ./.build/*/{debug,release}/index/store)\n"), "\(unbuilt.stdout)")
    }

    @Test func aStaleFileIsNotedAndADamagedStoreWarnsWithTheSameOutput() throws {
        let built = try BuildIndexFixture.built()
        let sourceOnly = try ModernizeBinary.run(["diff", "--no-cache", "--build-index", "none"], in: built.package)
        // Use.swift's unit as if written before the file's last change.
        let stale = try BuildIndexFixture.copyOfStore()
        let units = try FileManager.default.contentsOfDirectory(atPath: stale + "/v5/units")
        let unit = stale + "/v5/units/" + (try #require(units.first { $0.hasPrefix("Use.swift") }))
        var times = [timespec(tv_sec: 946_684_800, tv_nsec: 0), timespec(tv_sec: 946_684_800, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, unit, &times, 0) == 0)
        let noted = try ModernizeBinary.run(["diff", "--no-cache", "--build-index", stale], in: built.package)
        #expect(noted.stdout == sourceOnly.stdout)
        #expect(noted.stderr.hasPrefix("note: build index \(stale) (--build-index): covers 2 of 4 Swift files\nnote: 1 file changed since the last build: rebuild for exact types\n"), "\(noted.stderr)")
        // Another format version: a warning, and the run goes on as a source-only run.
        let foreign = try BuildIndexFixture.copyOfStore()
        try FileManager.default.moveItem(atPath: foreign + "/v5", toPath: foreign + "/v6")
        let warned = try ModernizeBinary.run(["diff", "--no-cache", "--build-index", foreign], in: built.package)
        #expect(warned.status == sourceOnly.status)
        #expect(warned.stdout == sourceOnly.stdout)
        let warning = "warning: build index not used, types come from the source: \(foreign): written in format v6, but this toolchain's libIndexStore reads v5; rebuild with this toolchain or pass --toolchain DIR for the one that built it\n"
        #expect(warned.stderr.hasPrefix(warning), "\(warned.stderr)")
        #expect(warned.stderr.dropFirst(warning.count) == sourceOnly.stderr[...])
    }

    @Test func theOptionsAreOnEveryCommandThatRunsRules() throws {
        let built = try BuildIndexFixture.built()
        for command in ["diff", "apply", "review", "batch", "config"] {
            let help = try ModernizeBinary.run([command, "--help"], in: built.package).stdout
            #expect(help.contains("--build-index <auto|none|path>"), "\(command) --help")
            #expect(help.contains("--toolchain <dir>"), "\(command) --help")
        }
        let batch = try ModernizeBinary.run(["batch", "--build-index", "/some/store", "--out", "out", "."], in: built.package)
        #expect(batch.status == 2)
        #expect(batch.stderr.contains("--build-index: batch reads each repository's own store; give auto or none"), "\(batch.stderr)")
        let toolchain = try ModernizeBinary.run(["diff", "--toolchain", "/nonexistent"], in: built.package)
        #expect(toolchain.status == 2)
        #expect(toolchain.stderr.contains("--toolchain: no such directory '/nonexistent'"), "\(toolchain.stderr)")
    }

    static func triple(_ built: BuildIndexFixture.Built) -> String {
        URL(fileURLWithPath: built.store).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
    }
}
