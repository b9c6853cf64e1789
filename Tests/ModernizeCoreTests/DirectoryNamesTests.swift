@testable import ModernizeCore
import Testing
import TestSupport

/// `DirectoryNames` answers only "certainly absent", from the walk's listings; anything it
/// cannot be sure of is left to a lookup.
@Suite struct DirectoryNamesTests {
    static func names() -> DirectoryNames {
        var names = DirectoryNames()
        names.record(".", ["App", ".git", "README.md"])
        names.record("./App", ["Package.swift", "Sources", "Tuist"])
        names.record("./Other", ["Café.swift", "x"])
        return names
    }

    @Test func aNameMissingFromItsListedDirectoryIsAbsent() {
        let names = Self.names()
        #expect(names.isAbsent("./App/.modernize.json"))
        #expect(names.isAbsent("./.modernize.json"))
        #expect(!names.isAbsent("./App/Package.swift"))
        #expect(!names.isAbsent("./.git"))
    }

    @Test func aMissingDirectoryOnTheWayMakesThePathAbsent() {
        let names = Self.names()
        #expect(names.isAbsent("./App/Feature/Project.swift"), "no Feature in ./App")
        #expect(!names.isAbsent("./App/Tuist/Project.swift"), "Tuist is there and was not listed: look it up")
        #expect(!names.isAbsent("./App/Sources/Project.swift"))
    }

    @Test func aNameDifferingOnlyInCaseIsNotTakenForAbsent() {
        let names = Self.names()
        #expect(!names.isAbsent("./App/package.swift"), "a case-insensitive volume would find it")
        #expect(!names.isAbsent("./APP/Package.swift") || !names.isAbsent("./app/Package.swift"))
    }

    @Test func whatTheListingsCannotTellIsLeftToALookup() {
        let names = Self.names()
        #expect(!names.isAbsent("./Other/Package.swift"), "a directory with a name that is not ASCII tells nothing")
        #expect(!names.isAbsent("./Other/Sub/Package.swift"), "nor does it let a listing above it answer")
        #expect(!names.isAbsent("/elsewhere/Package.swift"), "never listed")
        #expect(!names.isAbsent("./App/../Package.swift"))
        #expect(!names.isAbsent("./App/./Package.swift"))
        #expect(!names.isAbsent("./App//x"))
        #expect(!names.isAbsent("Package.swift"))
        #expect(!DirectoryNames().isAbsent("./App/x"))
    }

    @Test func theWalkListsEveryDirectoryItEntersOnlyWhenAsked() throws {
        let root = try TemporaryDirectory()
        try root.write("App/Sources/A.swift", "let a = 1\n")
        try root.write("App/Package.swift", "// swift-tools-version:5.9\n")
        let listed = FileDiscovery(collecting: [], listingNames: true).discover([root.path]).directoryNames
        let shown = FileDiscovery.displayPath(root.path)  // the walk's spelling of the root
        #expect(listed.isAbsent(shown + "/App/.modernize.json"))
        #expect(!listed.isAbsent(shown + "/App/Package.swift"))
        #expect(listed.isAbsent(shown + "/App/Sources/Package.swift"))
        #expect(!FileDiscovery().discover([root.path]).directoryNames.isAbsent(shown + "/App/.modernize.json"))
    }
}
