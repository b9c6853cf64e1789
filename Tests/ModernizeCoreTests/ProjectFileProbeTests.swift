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

    /// A memo's stamps go packed into one byte array and come back equal; damaged bytes give nil.
    @Test func stampsPackAndUnpack() throws {
        let stamps = [
            FileStamp(device: 0, inode: .max, size: 0, modifiedNanoseconds: -1, changedNanoseconds: .min),
            FileStamp(device: 66_306, inode: 1_234_567, size: 4_096, modifiedNanoseconds: 1_764_000_000_123_456_789, changedNanoseconds: .max),
        ]
        let packed = FileStamp.pack(stamps)
        #expect(FileStamp.unpack(packed) == stamps)
        #expect(FileStamp.unpack([]) == [])
        #expect(FileStamp.unpack(Array(packed.dropLast())) == nil, "the last number cut short")
        #expect(FileStamp.unpack(FileStamp.pack([stamps[1]]) + [1]) == nil, "a sixth number")
        #expect(FileStamp.unpack([UInt8](repeating: 0xFF, count: 11) + [1]) == nil, "a number over 64 bits")
    }

    /// Probes as a memo keeps them come back equal, each kind.
    @Test func probesRoundTrip() throws {
        let (_, probes) = try Self.resolvedTree()
        let all = probes + [
            .contents(path: "/absent/Package.swift", stamp: nil, digest: "-"), .resolved(path: "/a/b", to: "/c/b"),
            .listing(directory: "/a", digest: "x"), .exists(path: "/a/.git", found: true),
        ]
        #expect(Set(try BinaryDecoder.decode([ProjectFileProbe].self, from: BinaryEncoder.encode(all))) == Set(all))
        #expect(Set(try JSONDecoder().decode([ProjectFileProbe].self, from: JSONEncoder().encode(all))) == Set(all))
    }

    /// A file that was not there holds while it is absent or a directory, without reading it.
    @Test func anAbsentFileHoldsUntilOneAppears() throws {
        let root = try TemporaryDirectory()
        let probe = ProjectFileProbe.contents(path: root.path + "/Package.swift", stamp: nil, digest: "-")
        #expect(probe.holds(trustingStampsBefore: FileStamp.now()))
        try FileManager.default.createDirectory(atPath: root.path + "/Package.swift", withIntermediateDirectories: false)
        #expect(probe.holds(trustingStampsBefore: FileStamp.now()))
        try FileManager.default.removeItem(atPath: root.path + "/Package.swift")
        try root.write("Package.swift", "")
        #expect(!probe.holds(trustingStampsBefore: FileStamp.now()))
    }

    /// A storyboard, xib or Info.plist the index reads: a trusted stamp stands for its bytes, and
    /// any other stamp sends the check to the bytes; a link within the root is read through.
    @Test func anInterfaceFileHoldsByStampOrBytes() throws {
        let root = try TemporaryDirectory()
        try root.write("App/Info.plist", "<plist>a</plist>\n")
        let read = RunMemo.InterfaceRead(path: root.path + "/App/Info.plist", root: root.path)
        let later = FileStamp.now() + FileStamp.racyWindow + 1_000_000_000
        #expect(read.stamp != nil && read.holds(root: root.path, trustingStampsBefore: later))
        try root.write("App/Info.plist", "<plist>b</plist>\n")
        #expect(!read.holds(root: root.path, trustingStampsBefore: later), "same size, other bytes")
        try root.write("App/Info.plist", "<plist>a</plist>\n")
        #expect(read.holds(root: root.path, trustingStampsBefore: later), "the same bytes again")

        try root.write("Shared/Main.storyboard", "<document/>\n")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/App/Main.storyboard", withDestinationPath: "../Shared/Main.storyboard")
        let linked = RunMemo.InterfaceRead(path: root.path + "/App/Main.storyboard", root: root.path)
        #expect(linked.readPath == PathText.resolvingLinks(root.path + "/Shared/Main.storyboard"))
        #expect(linked.holds(root: root.path, trustingStampsBefore: later))
        try root.write("Shared/Main.storyboard", "<document></document>\n")
        #expect(!linked.holds(root: root.path, trustingStampsBefore: later), "the link's target changed")
    }
}
