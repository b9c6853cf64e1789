import Foundation
@testable import ModernizeCore
import Testing
import TestSupport

/// What a run memo replays of the settings (`ProjectFileLog`), and when a file's stamp may
/// stand for its bytes (`FileStamp`'s racily-clean rule).
@Suite struct ProjectFileProbeTests {
    /// A tree with a deployment target in an xcconfig next to an XcodeGen spec, resolved with
    /// a log: the probes it records, replayed now.
    static func resolvedTree() throws -> (TemporaryDirectory, [ProjectFileProbe]) {
        let root = try TemporaryDirectory()
        try root.write("App/project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n")
        try root.write("App/Configs/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
        try root.write("App/View.swift", "struct View {}\n")
        let log = ProjectFileLog()
        let resolver = SettingsResolver(allRules: [], commandLine: CommandLineSettings(), root: root.path, inputLog: log, display: { $0 })
        let settings = try resolver.settings(for: root.path + "/App/View.swift")
        #expect(settings.target.version == IOSVersion(16))
        return (root, log.recorded)
    }

    static func holds(_ probes: [ProjectFileProbe]) -> Bool {
        probes.allSatisfy { $0.holds(trustingStampsBefore: FileStamp.now()) }
    }

    @Test func theSettingsRecordWhatTheyRead() throws {
        let (root, probes) = try Self.resolvedTree()
        let read = probes.compactMap { probe -> String? in if case .contents(let path, _, _) = probe { path } else { nil } }
        #expect(read.contains(root.path + "/App/Configs/Base.xcconfig"), "\(read)")
        #expect(read.contains(root.path + "/App/project.yml"), "\(read)")
        // Files that are not there count too: a `.modernize.json` added later changes the settings.
        #expect(probes.contains(.exists(path: root.path + "/App/.modernize.json", found: false)), "\(probes)")
        #expect(Self.holds(probes))
    }

    @Test func aChangedIncludeOrNewConfigOrNewEntryNoLongerHolds() throws {
        do {
            let (root, probes) = try Self.resolvedTree()
            try root.write("App/Configs/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
            #expect(!Self.holds(probes), "an xcconfig with another target")
        }
        do {
            let (root, probes) = try Self.resolvedTree()
            try root.write("App/.modernize.json", "{}\n")
            #expect(!Self.holds(probes), "a config that was not there")
        }
        do {
            let (root, probes) = try Self.resolvedTree()
            try root.write("App/Configs/Debug.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n")
            #expect(!Self.holds(probes), "another xcconfig in a searched directory")
        }
    }

    /// A file rewritten with the same bytes gets another stamp, but its digest still matches.
    @Test func theSameBytesRewrittenStillHold() throws {
        let (root, probes) = try Self.resolvedTree()
        try root.write("App/Configs/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
        #expect(Self.holds(probes))
    }

    /// A file just written is never trusted by its stamp, even with an old modification time:
    /// its change time is now, and no user can set that.
    @Test func aStampIsTrustedOnlyWellAfterTheLastWrite() throws {
        let root = try TemporaryDirectory()
        let path = try root.write("File.swift", "let a = 1\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        let stamp = try #require(FileStamp.of(path))
        #expect(!stamp.isTrusted(before: FileStamp.now()))
        #expect(stamp.isTrusted(before: FileStamp.now() + FileStamp.racyWindow + 1_000_000_000))
        try root.write("File.swift", "let b = 2\n")
        #expect(FileStamp.of(path) != stamp, "same size, rewritten: another stamp")
    }
}
