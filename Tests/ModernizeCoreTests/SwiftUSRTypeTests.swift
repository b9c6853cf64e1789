import Foundation
@testable import ModernizeCore
import TestSupport
import Testing

/// Types read from USRs with the runtime's demangler. Every USR in the tables is the one the
/// fixture's real store gives at that position (checked first), not one written by hand.
@Suite(.enabled(if: BuildIndexFixture.canBuild)) struct SwiftUSRTypeTests {
    struct Row: CustomStringConvertible {
        let file: String
        let line: Int
        let column: Int
        let name: String
        let usr: String
        let type: String
        var description: String { "\(file):\(line):\(column) \(name)" }
    }

    static let declaredTypes = [
        Row(file: "Use.swift", line: 3, column: 5, name: "sampleRow", usr: "s:3App9sampleRowAA0C0Vvp", type: "App.Row"),
        Row(file: "Row.swift", line: 21, column: 9, name: "cell", usr: "s:3App3RowV4cellAA4CellCSgvp", type: "Swift.Optional<App.Cell>"),
        Row(file: "Row.swift", line: 22, column: 9, name: "items", usr: "s:3App3RowV5itemsSayAA4ItemVGvp", type: "Swift.Array<App.Item>"),
        Row(file: "Row.swift", line: 3, column: 9, name: "detail", usr: "s:3App4CellC6detailSSSgvp", type: "Swift.Optional<Swift.String>"),
        // A parameter: its demangled name ends with its context (`... in App.refresh(App.Row) -> ()`).
        Row(file: "Use.swift", line: 14, column: 16, name: "row", usr: "s:3App7refreshyyAA3RowVF3rowL_ADvp", type: "App.Row"),
        // The accessor a member access calls has the property's type.
        Row(file: "Use.swift", line: 6, column: 26, name: "getter:cell", usr: "s:3App3RowV4cellAA4CellCSgvg", type: "Swift.Optional<App.Cell>"),
        Row(file: "Use.swift", line: 15, column: 19, name: "main", usr: "s:8Dispatch0A5QueueC4mainACvpZ", type: "Dispatch.DispatchQueue"),
        // A generic declaration's type, not the use's (`first` of `[Item]` is `Item?` there).
        Row(file: "Use.swift", line: 11, column: 21, name: "first", usr: "s:SlsE5first7ElementQzSgvp", type: "Swift.Optional<A.Element>"),
    ]

    static let resultTypes = [
        Row(file: "Use.swift", line: 6, column: 32, name: "render()", usr: "s:3App4CellC6renderSSyF", type: "Swift.String"),
        Row(file: "Use.swift", line: 3, column: 17, name: "init(cell:items:)", usr: "s:3App3RowV4cell5itemsAcA4CellCSg_SayAA4ItemVGtcfc", type: "App.Row"),
        Row(file: "Use.swift", line: 10, column: 6, name: "firstItemName()", usr: "s:3App13firstItemNameSSSgyF", type: "Swift.Optional<Swift.String>"),
        Row(file: "Use.swift", line: 14, column: 6, name: "refresh(_:)", usr: "s:3App7refreshyyAA3RowVF", type: "()"),
    ]

    /// The occurrence named `row.name` at the row's position in the fixture's store.
    static func usr(at row: Row) throws -> String? {
        let built = try BuildIndexFixture.built()
        let library = try ToolchainLibraries.indexStore(toolchain: nil, scannedRoots: [])
        let store = try BuildIndexStore.open(path: built.store, library: library)
        return store.file(built.source(row.file))?.occurrences(atLine: row.line, column: row.column).first { $0.symbol.name == row.name }?.symbol.usr
    }

    @Test(arguments: declaredTypes) func declaredType(_ row: Row) throws {
        #expect(try Self.usr(at: row) == row.usr, "the store's USR at \(row)")
        #expect(SwiftUSRType.declaredType(ofUSR: row.usr) == row.type)
        #expect(SwiftUSRType.resultType(ofUSR: row.usr) == nil, "a variable has no result type")
    }

    @Test(arguments: resultTypes) func resultType(_ row: Row) throws {
        #expect(try Self.usr(at: row) == row.usr, "the store's USR at \(row)")
        #expect(SwiftUSRType.resultType(ofUSR: row.usr) == row.type)
        #expect(SwiftUSRType.declaredType(ofUSR: row.usr) == nil, "a function has no declared type")
    }

    /// What the resolver will do with the text: `TypeRef` reads the demangler's spelling.
    @Test func theResolversTypeParserReadsTheDemangledTypes() {
        #expect(TypeRef(parsing: "Swift.Optional<App.Cell>") == .optional(.named("Cell")))
        #expect(TypeRef(parsing: "Swift.Array<App.Item>") == .array(.named("Item")))
        #expect(TypeRef(parsing: "App.Row") == .named("Row"))
    }

    /// A stored closure called once: the result of its function type, nothing for other types.
    @Test func callingAStoredClosureGivesItsResult() {
        #expect(SwiftUSRType.resultOfCalling("() -> App.Settings") == "App.Settings")
        #expect(SwiftUSRType.resultOfCalling("(Swift.Int) -> (Swift.String) -> App.Row") == "(Swift.String) -> App.Row")
        #expect(SwiftUSRType.resultOfCalling("(Swift.Array<Swift.Int>) async throws -> Swift.Optional<App.Cell>") == "Swift.Optional<App.Cell>")
        #expect(SwiftUSRType.resultOfCalling("Swift.Optional<() -> App.Settings>") == nil, "an optional function")
        #expect(SwiftUSRType.resultOfCalling("@Sendable @MainActor () -> App.Settings") == "App.Settings")
        #expect(SwiftUSRType.resultOfCalling("App.Settings") == nil)
        #expect(SwiftUSRType.resultOfCalling("(Swift.Int, Swift.String)") == nil, "a tuple")
    }

    @Test func otherUSRsHaveNoSwiftType() {
        #expect(SwiftUSRType.demangled("c:objc(cs)UITableViewCell(py)textLabel") == nil)
        #expect(SwiftUSRType.demangled("c:@M@Dispatch") == nil, "the module `import Dispatch` names")
        #expect(SwiftUSRType.declaredType(ofUSR: "s:notAMangling") == nil)
    }
}
