import ModernizeCore
import Testing

@Suite struct SourceTextTests {
    @Test func byteOrderMarkIsRemovedForParsingAndRestoredOnWrite() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let a = 1\n".utf8)
        let source = try SourceText.decode(path: "a.swift", bytes: bytes)
        #expect(source.hasByteOrderMark)
        #expect(source.text == "let a = 1\n")
        #expect(source.encoded(source.text) == bytes)
    }

    @Test func lineEndingIsDetected() throws {
        #expect(try SourceText.decode(path: "a", bytes: Array("a\r\nb\r\n".utf8)).lineEnding == .crlf)
        #expect(try SourceText.decode(path: "a", bytes: Array("a\nb\n".utf8)).lineEnding == .lf)
        #expect(try SourceText.decode(path: "a", bytes: Array("a\r\nb\nc\n".utf8)).lineEnding == .lf)
    }

    @Test func binaryContentIsRejectedWithItsOffset() {
        #expect(throws: SourceLoadError.binary(path: "b.swift", offset: 3)) {
            try SourceText.decode(path: "b.swift", bytes: [0x61, 0x62, 0x63, 0x00, 0x64])
        }
    }

    @Test func invalidUTF8IsRejectedWithItsOffset() {
        #expect(throws: SourceLoadError.invalidUTF8(path: "c.swift", offset: 4)) {
            try SourceText.decode(path: "c.swift", bytes: Array("let ".utf8) + [0xC3, 0x28])
        }
    }

    @Test func lineTableMapsOffsetsAndIndentation() {
        let table = LineTable("a\n\tb\n    c")
        #expect(table.location(of: 0) == (1, 1))
        #expect(table.location(of: 3) == (2, 2))
        #expect(table.location(of: 9) == (3, 5))
        #expect(table.indentation(ofLineContaining: 4) == "\t")
        #expect(table.indentation(ofLineContaining: 8) == "    ")
    }

    @Test(arguments: [
        ("class A {\n\tfunc f() {\n\t\tg()\n\t}\n}\n", "\t"),
        ("class A {\n  func f() {\n    g()\n  }\n}\n", "  "),
        ("class A {\n    func f() {\n        g()\n    }\n}\n", "    "),
        ("let a = 1\n", "    "),
        ("class A {\r\n  func f() {\r\n    g()\r\n  }\r\n}\r\n", "  "),
        ("class A {\r\n\tfunc f() {\r\n\t\tg()\r\n\t}\r\n}\r\n", "\t"),
    ])
    func indentationStyleIsDetected(text: String, unit: String) {
        #expect(IndentationStyle.detect(in: text).unit == unit)
    }

    @Test func iosVersionsParseAndCompare() {
        #expect(IOSVersion(parsing: "15") == IOSVersion(15))
        #expect(IOSVersion(parsing: "16.4") == IOSVersion(16, 4))
        #expect(IOSVersion(parsing: "17.0.1") == IOSVersion(17))
        #expect(IOSVersion(parsing: "x") == nil)
        #expect(IOSVersion(parsing: "") == nil)
        #expect(IOSVersion(14) < IOSVersion(14, 5))
    }
}
