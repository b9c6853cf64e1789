import Foundation
@testable import ModernizeCore
import TestSupport
import Testing

/// The reader over the index store a real `swift build --enable-index-store` wrote for the
/// fixture (Tests/CLITests/Fixtures/BuildIndex/RowApp): what it answers per identifier.
@Suite(.enabled(if: BuildIndexFixture.canBuild)) struct BuildIndexStoreTests {
    static func openFixture() throws -> (BuildIndexFixture.Built, BuildIndexStore) {
        let built = try BuildIndexFixture.built()
        let library = try ToolchainLibraries.indexStore(toolchain: nil, scannedRoots: [built.package])
        return (built, try BuildIndexStore.open(path: built.store, library: library))
    }

    @Test func aGlobalsMemberChainIsAnsweredPerIdentifier() throws {
        let (built, store) = try Self.openFixture()
        let use = try #require(store.file(built.source("Use.swift")))
        // `let text = sampleRow.cell?.render() ?? ""` (line 6): the chain's three identifiers.
        let sampleRow = use.occurrences(atLine: 6, column: 16).first { $0.symbol.kind == .variable }
        #expect(sampleRow?.symbol.usr == "s:3App9sampleRowAA0C0Vvp")
        #expect(sampleRow?.roles.contains([.reference, .read]) == true)
        #expect(sampleRow?.related(.containedBy)?.name == "headline()", "the function whose code holds it")
        let cell = use.occurrences(atLine: 6, column: 26).first { $0.symbol.kind == .instanceProperty }
        #expect(cell?.symbol.usr == "s:3App3RowV4cellAA4CellCSgvp")
        let render = try #require(use.occurrences(atLine: 6, column: 32).first)
        #expect(render.symbol.name == "render()")
        #expect(render.symbol.kind == .instanceMethod)
        #expect(render.symbol.language == .swift)
        #expect(render.roles.contains([.call, .dynamic]), "a class method is called dynamically")
        #expect(render.related(.receivedBy)?.usr == "s:3App4CellC", "the receiver's type: Cell, the property's declared type")
        // By the range of the whole expression `sampleRow.cell?.render()` (columns 16..<40).
        let names = use.occurrences(onLine: 6, columns: 16..<40).map(\.symbol.name)
        #expect(names == ["getter:sampleRow", "sampleRow", "getter:cell", "cell", "render()"], "\(names)")
    }

    @Test func oneIdentifierCanNameTheTypeAndItsInitializer() throws {
        let (built, store) = try Self.openFixture()
        let use = try #require(store.file(built.source("Use.swift")))
        // `let sampleRow = Row(cell: FancyCell(), ...)`: `Row` at 3:17 is both.
        let atRow = use.occurrences(atLine: 3, column: 17)
        #expect(Set(atRow.map(\.symbol.kind)) == [.structure, .constructor])
        let initializer = try #require(atRow.first { $0.symbol.kind == .constructor })
        #expect(initializer.symbol.name == "init(cell:items:)")
        #expect(initializer.roles.contains(.call))
        #expect(use.occurrences(atLine: 3, column: 18).isEmpty, "lookups are by an identifier's first byte")
    }

    @Test func overridesAndConformancesAreRelations() throws {
        let (built, store) = try Self.openFixture()
        let row = try #require(store.file(built.source("Row.swift")))
        // `override func render()` in FancyCell (9:19).
        let override = try #require(row.occurrences(atLine: 9, column: 19).first)
        #expect(override.roles.contains(.definition))
        #expect(override.related(.overrideOf)?.usr == "s:3App4CellC6renderSSyF", "Cell.render()")
        #expect(override.related(.childOf)?.name == "FancyCell")
        // `final class FancyCell: Cell` (8:24): Cell is the base of FancyCell.
        #expect(row.occurrences(atLine: 8, column: 24).first?.related(.baseOf)?.name == "FancyCell")
        // `struct Row: Describing` (20:13) and the witness `describe()` (24:10).
        #expect(row.occurrences(atLine: 20, column: 13).first?.related(.baseOf)?.usr == "s:3App3RowV")
        #expect(row.occurrences(atLine: 24, column: 10).first?.related(.overrideOf)?.usr == "s:3App10DescribingP8describeSSyF")
    }

    @Test(arguments: ["Row.swift", "Use.swift"]) func occurrencesAreInPositionOrderWithUTF8Columns(_ name: String) throws {
        let (built, store) = try Self.openFixture()
        let occurrences = try #require(store.occurrences(inSourceFile: built.source(name)))
        let positions = occurrences.map { [$0.line, $0.column] }
        #expect(positions == positions.sorted { $0.lexicographicallyPrecedes($1) })
        // Every explicit occurrence of a Swift symbol spells its name at its UTF-8 column, or a
        // word standing for it (`Self.count(0)`, `super.render()` in Row.swift).
        let text = LineTable(try String(contentsOfFile: built.source(name), encoding: .utf8))
        #expect(RecordTextCheck.firstMismatch(occurrences, text: text) == nil)
        #expect(occurrences.filter { RecordTextCheck.spelledName($0) != nil }.count > 20, "the check looks at real occurrences")
    }

    @Test func aFileTheBuildDidNotCompileHasNoAnswers() throws {
        let (built, store) = try Self.openFixture()
        #expect(store.freshness(ofSourceFile: built.package + "/Package.swift") == .notCompiled)
        #expect(store.occurrences(inSourceFile: built.package + "/Package.swift") == nil)
        #expect(store.freshness(ofSourceFile: built.source("Row.swift")) == .fresh)
    }

    /// Units carry times only: a file put back with an old time must not get another text's
    /// facts. The check runs on the fixture's real occurrences against an edited text.
    @Test func occurrencesThatNoLongerMatchTheTextAreCaught() throws {
        let (built, store) = try Self.openFixture()
        let occurrences = try #require(store.occurrences(inSourceFile: built.source("Use.swift")))
        let original = try String(contentsOfFile: built.source("Use.swift"), encoding: .utf8)
        let edited = original.replacingOccurrences(of: "func headline()", with: "func subtitle()")
        let mismatch = try #require(RecordTextCheck.firstMismatch(occurrences, text: LineTable(edited)))
        #expect(mismatch.symbol.name == "headline()")
        #expect((mismatch.line, mismatch.column) == (5, 6))
        // A line inserted above shifts every position after it.
        let shifted = try #require(RecordTextCheck.firstMismatch(occurrences, text: LineTable("// new first line\n" + original)))
        #expect(shifted.line == 1)
        // The store checks the text the caller migrates: facts for it or none, and why.
        #expect(store.file(built.source("Use.swift"), text: LineTable(edited)) == nil)
        #expect(store.problem(readingSourceFile: built.source("Use.swift"))?.hasSuffix(
            "Sources/App/Use.swift:5:6: not `headline()` as the build compiled it: the file changed since the build (with an older modification time)") == true)
        #expect(store.file(built.source("Use.swift"), text: LineTable(original)) != nil, "the text as built")
        #expect(store.problem(readingSourceFile: built.source("Use.swift")) == nil)
    }

    @Test func theStoreOnlyReadsTheUnitsOfTheNamedFiles() throws {
        let (built, _) = try Self.openFixture()
        let library = try ToolchainLibraries.indexStore(toolchain: nil, scannedRoots: [])
        let only = try BuildIndexStore.open(path: built.store, library: library, sourceFileNames: ["Row.swift"])
        #expect(only.units.keys.map { ($0 as NSString).lastPathComponent } == ["Row.swift"])
        #expect(BuildIndexStore.mayCompile(unit: "Row.swift.o-1N5DJJ9KJTXW2", oneOf: ["Row"]))
        #expect(BuildIndexStore.mayCompile(unit: "View+Extras.o-2A", oneOf: ["View+Extras"]), "Xcode's object name")
        #expect(!BuildIndexStore.mayCompile(unit: "Rows.swift.o-1N5DJJ9KJTXW2", oneOf: ["Row"]))
        #expect(!BuildIndexStore.mayCompile(unit: "Dispatch-2W8ZMAMXK6WTJ.pcm-37VAUBK3MZC5C", oneOf: ["Row"]))
    }

    /// Measured for the report: opening the store and reading both files' occurrences.
    @Test func openingAndReadingIsFast() throws {
        let built = try BuildIndexFixture.built()
        let library = try ToolchainLibraries.indexStore(toolchain: nil, scannedRoots: [])
        let start = DispatchTime.now()
        let store = try BuildIndexStore.open(path: built.store, library: library)
        let opened = DispatchTime.now()
        let count = try ["Row.swift", "Use.swift"].map { try #require(store.occurrences(inSourceFile: built.source($0))).count }.reduce(0, +)
        let read = DispatchTime.now()
        let milliseconds = { (from: DispatchTime, to: DispatchTime) in Double(to.uptimeNanoseconds - from.uptimeNanoseconds) / 1e6 }
        print("build index: opened in \(milliseconds(start, opened)) ms, \(count) occurrences of 2 files read in \(milliseconds(opened, read)) ms")
        #expect(count > 80, "both files hold 92 occurrences")
        #expect(milliseconds(start, read) < 1000)
    }
}
