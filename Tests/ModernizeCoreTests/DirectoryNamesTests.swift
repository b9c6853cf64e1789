@testable import ModernizeCore
import Testing
import TestSupport

/// `DirectoryNames` answers only "certainly absent", from the walk's listings under their
/// absolute spelling (the settings' one); anything it cannot be sure of is left to a lookup.
@Suite struct DirectoryNamesTests {
    /// The working directory, as the settings spell paths under it.
    static let here = SettingsResolver.standardized(".")

    static func names() -> DirectoryNames {
        var names = DirectoryNames()
        names.record(".", ["App", ".git", "README.md", "Other", "Odd"])
        names.record("./App", ["Package.swift", "Sources", "Tuist"])
        names.record("./Other", ["Café.swift", "x"])
        names.record("/elsewhere/Root", ["a.swift"])
        names.record("./App/../Odd", ["a.swift"])
        return names
    }

    @Test func aNameMissingFromItsListedDirectoryIsAbsent() {
        let names = Self.names()
        #expect(names.isAbsent(Self.here + "/App/.modernize.json"))
        #expect(names.isAbsent(Self.here + "/.modernize.json"))
        #expect(names.isAbsent("/elsewhere/Root/Package.swift"))
        #expect(!names.isAbsent(Self.here + "/App/Package.swift"))
        #expect(!names.isAbsent(Self.here + "/.git"))
        #expect(!names.isAbsent("/elsewhere/Root/a.swift"))
    }

    @Test func aMissingDirectoryOnTheWayMakesThePathAbsent() {
        let names = Self.names()
        #expect(names.isAbsent(Self.here + "/App/Feature/Project.swift"), "no Feature in ./App")
        #expect(!names.isAbsent(Self.here + "/App/Tuist/Project.swift"), "Tuist is there and was not listed: look it up")
        #expect(!names.isAbsent(Self.here + "/App/Sources/Project.swift"))
    }

    @Test func aNameDifferingOnlyInCaseIsNotTakenForAbsent() {
        let names = Self.names()
        #expect(!names.isAbsent(Self.here + "/App/package.swift"), "a case-insensitive volume would find it")
        #expect(!names.isAbsent(Self.here + "/app/Package.swift"))
    }

    @Test func whatTheListingsCannotTellIsLeftToALookup() {
        let names = Self.names()
        #expect(!names.isAbsent(Self.here + "/Other/Package.swift"), "a directory with a name that is not ASCII tells nothing")
        #expect(!names.isAbsent(Self.here + "/Other/Sub/Package.swift"), "nor does it let a listing above it answer")
        #expect(!names.isAbsent(Self.here + "/Odd/Package.swift"), "a walk spelling with `..` is not kept")
        #expect(!names.isAbsent("/never/listed/Package.swift"))
        #expect(!names.isAbsent(Self.here + "/App/../Package.swift"))
        #expect(!names.isAbsent(Self.here + "/App/./Package.swift"))
        #expect(!names.isAbsent(Self.here + "/App//x"))
        #expect(!names.isAbsent("App/Package.swift"), "relative: never listed so")
        #expect(!DirectoryNames().isAbsent(Self.here + "/App/x"))
    }

    @Test func theWalkListsEveryDirectoryItEntersOnlyWhenAsked() throws {
        let root = try TemporaryDirectory()
        try root.write("App/Sources/A.swift", "let a = 1\n")
        try root.write("App/Package.swift", "// swift-tools-version:5.9\n")
        let listed = FileDiscovery(collecting: [], listingNames: true).discover([root.path]).directoryNames
        let absolute = SettingsResolver.standardized(FileDiscovery.displayPath(root.path))
        #expect(listed.isAbsent(absolute + "/App/.modernize.json"))
        #expect(!listed.isAbsent(absolute + "/App/Package.swift"))
        #expect(listed.isAbsent(absolute + "/App/Sources/Package.swift"))
        #expect(!FileDiscovery().discover([root.path]).directoryNames.isAbsent(absolute + "/App/.modernize.json"))
    }
}
