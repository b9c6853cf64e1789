import ModernizeCore
import Testing

/// The byte scan for type headers reads code only: a header shown in a comment or a string is
/// no declaration (it made "the project declares more than one type named Model").
@Suite struct TypeHeaderScanTests {
    static func names(_ text: String) -> [String] {
        TypeHeader.scan(SourceText(path: "A.swift", text: text)).map { "\($0.keyword) \($0.name)" }
    }

    @Test func commentsAndStringsDeclareNothing() {
        let text = #"""
            /// Usage:
            ///     final class Model: ObservableObject {
            // class LineComment: Base
            /* class Block /* class Nested */ class StillComment */
            let sample = "class InString: Base"
            let interpolated = "a \("class InInterpolation") \(value) class AfterInterpolation"
            let raw = #"class InRaw "quoted" \(x)"#
            let multi = """
                struct InMultiline {}
                """
            final class Real: Base {}
            enum AlsoReal {}
            """#
        #expect(Self.names(text) == ["class Real", "enum AlsoReal"])
    }

    @Test func codeAfterStringsAndCommentsIsStillRead() {
        let text = """
            let a = "unterminated
            class AfterUnterminated {}
            let b = "x" ; struct SameLine {}
            /* block */ protocol AfterBlock {}
            actor Last {}
            """
        #expect(Self.names(text) == ["class AfterUnterminated", "struct SameLine", "protocol AfterBlock", "actor Last"])
    }
}
