@testable import ModernizeCore
import Testing

/// The errors `--verify` reads out of real compiler output; everything else is ignored.
@Suite struct BuildDiagnosticParserTests {
    @Test func swiftcErrorsWithAndWithoutColumnNotesAndWarningsIgnored() {
        let output = """
            /work/App/Sources/View.swift:17:43: error: type 'ShapeStyle' has no member 'brand'
            /work/App/Sources/View.swift:17:43: note: did you mean 'blue'?
            /work/App/Sources/View.swift:3:1: warning: 'foregroundColor' was deprecated in iOS 17.0
            /work/App/Sources/Model.swift:9: error: expected expression
            <unknown>:0: error: unable to load standard library for target 'arm64-apple-ios17.0'
            """
        let errors = BuildDiagnosticParser.errors(in: output, directory: "/work/App")
        #expect(errors == [
            BuildDiagnostic(path: "/work/App/Sources/View.swift", line: 17, column: 43, message: "type 'ShapeStyle' has no member 'brand'"),
            BuildDiagnostic(path: "/work/App/Sources/Model.swift", line: 9, column: nil, message: "expected expression"),
            BuildDiagnostic(path: nil, line: nil, column: nil, message: "unable to load standard library for target 'arm64-apple-ios17.0'"),
        ])
        #expect(errors[0].location == "/work/App/Sources/View.swift:17:43")
    }

    /// `swift build` (Swift 6): source excerpts with `` `- error: `` markers, the same error
    /// from two jobs, progress lines, colour codes, and a bare summary error.
    @Test func swiftBuildOutput() {
        let output = """
            Building for debugging...
            [3/5] Compiling App View.swift
            \u{1B}[1m/work/App/Sources/App/View.swift:4:9: \u{1B}[31merror: \u{1B}[0mcannot find 'foo' in scope
            2 | func f() {
            3 |   let x = 1
            4 |   foo(x)
              |   `- error: cannot find 'foo' in scope
            5 | }
            /work/App/Sources/App/View.swift:4:9: error: cannot find 'foo' in scope
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            error: fatalError
            """
        let errors = BuildDiagnosticParser.errors(in: output, directory: "/work/App")
        #expect(errors.map(\.location) == ["/work/App/Sources/App/View.swift:4:9", "", ""])
        #expect(errors.map(\.message) == ["cannot find 'foo' in scope", "emit-module command failed with exit code 1 (use -v to see invocation)", "fatalError"])
    }

    /// `xcodebuild ... build -quiet`: indented error lines, CRLF, the failed-commands list
    /// (no `error:`), and a tool-prefixed linker error.
    @Test func xcodebuildOutput() {
        let output = "    /Users/me/My App/App/ContentView.swift:12:20: error: value of type 'some View' has no member 'navigationStack'\r\n"
            + "/Users/me/My App/App/ContentView.swift:12:20: note: add stubs for conformance\r\n"
            + "The following build commands failed:\r\n\tSwiftCompile normal arm64 /Users/me/My App/App/ContentView.swift (in target 'App')\r\n"
            + "clang: error: linker command failed with exit code 1 (use -v to see invocation)\r\n"
            + "** BUILD FAILED **\r\n"
        let errors = BuildDiagnosticParser.errors(in: output, directory: "/Users/me/My App")
        #expect(errors == [
            BuildDiagnostic(path: "/Users/me/My App/App/ContentView.swift", line: 12, column: 20, message: "value of type 'some View' has no member 'navigationStack'"),
            BuildDiagnostic(path: nil, line: nil, column: nil, message: "linker command failed with exit code 1 (use -v to see invocation)"),
        ])
    }

    @Test func relativePathsResolveAgainstTheBuildDirectory() {
        let errors = BuildDiagnosticParser.errors(
            in: "Sources/My Module/A.swift:2:5: error: boom\n./B.swift:1:1: error: bang\n../Other/C.swift:3:1: fatal error: gone\n",
            directory: "/work/pkg")
        #expect(errors.map(\.path) == ["/work/pkg/Sources/My Module/A.swift", "/work/pkg/B.swift", "/work/Other/C.swift"])
        #expect(errors.map(\.message) == ["boom", "bang", "gone"])
    }

    @Test func aColonInAMessageOrPathDoesNotConfuseIt() {
        let errors = BuildDiagnosticParser.errors(in: "/a/b:c.swift:7:2: error: expected ':' after 'case 1:'\n", directory: "/")
        #expect(errors == [BuildDiagnostic(path: "/a/b:c.swift", line: 7, column: 2, message: "expected ':' after 'case 1:'")])
    }
}

@Suite struct LineMapTests {
    @Test func unchangedMovedAndWrittenLines() {
        let old = "a\nb\nc\nd\n"
        let new = "a\nB1\nB2\nc\nx\nd\n"
        let map = LineMap(old: old, new: new)
        #expect(map.origin(ofNewLine: 1) == .same(1))
        #expect(map.origin(ofNewLine: 2) == .written(replaced: 2..<3))
        #expect(map.origin(ofNewLine: 3) == .written(replaced: 2..<3))
        #expect(map.origin(ofNewLine: 4) == .same(3))
        #expect(map.origin(ofNewLine: 5) == .written(replaced: 4..<4), "an insertion replaces nothing, before old line 4")
        #expect(map.origin(ofNewLine: 6) == .same(4))
    }

    @Test func aCreatedFileIsAllWritten() {
        let map = LineMap(old: "", new: "x\ny\n")
        #expect(map.origin(ofNewLine: 2) == .written(replaced: 1..<1))
    }
}

@Suite struct BuildAttributionTests {
    static let old = "line1\nold()\nline3\nline4\nold()\nline6\n"
    static let new = "import New\nline1\nnew()\nline3\nline4\nnew()\nline6\n"

    func sites() -> [AppliedSite] {
        [
            AppliedSite(ruleID: "r", unit: "import", position: SourcePosition(line: 1, column: 1), lines: [LineSpan(first: 1, last: 1)], tier: .safe),
            AppliedSite(ruleID: "r", unit: "first", position: SourcePosition(line: 2, column: 1), lines: [LineSpan(first: 2, last: 2)], tier: .safe),
            AppliedSite(ruleID: "r", unit: "second", position: SourcePosition(line: 5, column: 1), lines: [LineSpan(first: 5, last: 5)], tier: .review),
        ]
    }

    func attribution(baseline: [BuildDiagnostic], companion: Bool = false) -> BuildAttribution {
        var files = [BuildAttribution.WrittenFile(
            path: "/p/Sources/A.swift", displayPath: "Sources/A.swift", lines: LineMap(old: Self.old, new: Self.new), companionUnit: nil, sites: sites())]
        if companion {
            files.append(BuildAttribution.WrittenFile(
                path: "/p/Sources/New.swift", displayPath: "Sources/New.swift", lines: LineMap(old: "", new: "a\nb\n"), companionUnit: "group:g", sites: []))
        }
        return BuildAttribution(baseline: baseline, files: files, directory: "/p")
    }

    func error(_ path: String?, _ line: Int?, _ message: String = "boom") -> BuildDiagnostic {
        BuildDiagnostic(path: path, line: line, column: line == nil ? nil : 3, message: message)
    }

    @Test func anErrorOnAWrittenLineBelongsToItsSite() {
        let new = attribution(baseline: []).newErrors([error("/p/Sources/A.swift", 6)])
        #expect(new.map(\.units) == [["second"]])
        #expect(new[0].reason == "the build failed with `boom` at Sources/A.swift:6:3")
    }

    @Test func anInsertedLineBelongsToTheSiteThatInsertedIt() {
        #expect(attribution(baseline: []).newErrors([error("/p/Sources/A.swift", 1)]).map(\.units) == [["import"]])
    }

    @Test func baselineErrorsAreOldAfterTheirLineMoved() {
        let baseline = [error("/p/Sources/A.swift", 4, "pre-existing"), error("/p/Other.swift", 2, "elsewhere"), error(nil, nil, "emit-module failed")]
        let after = [error("/p/Sources/A.swift", 5, "pre-existing"), error("/p/Other.swift", 2, "elsewhere"), error(nil, nil, "emit-module failed")]
        #expect(attribution(baseline: baseline).newErrors(after).isEmpty)
        let moved = attribution(baseline: baseline).newErrors([error("/p/Sources/A.swift", 4, "pre-existing")])
        #expect(moved.count == 1 && moved[0].units.isEmpty, "same message on another original line (line 3): new, on an untouched line")
    }

    @Test func aBaselineErrorOnARewrittenLineStaysOld() {
        #expect(attribution(baseline: [error("/p/Sources/A.swift", 2)]).newErrors([error("/p/Sources/A.swift", 3)]).isEmpty)
    }

    @Test func errorsElsewhereAreNewAndUnplaced() {
        let new = attribution(baseline: []).newErrors([error("/p/Other.swift", 2), error("/p/Sources/A.swift", 4), error(nil, nil, "link failed")])
        #expect(new.map(\.units) == [[], [], []])
        #expect(new.map(\.location) == ["Other.swift:2:3", "Sources/A.swift:4:3", ""])
    }

    @Test func aCompanionFileBelongsToItsGroup() {
        #expect(attribution(baseline: [], companion: true).newErrors([error("/p/Sources/New.swift", 2)]).map(\.units) == [["group:g"]])
    }
}
