import SwiftParser
import SwiftSyntax

/// A Swift manifest (Package.swift, a Tuist manifest) reduced to what it declares: comments
/// and the text of string literals are blanked, so `// .iOS(.v12)` or a string holding
/// `.iOS(.v12)` is never read as a deployment target. String literals that are a version
/// (`"15.0"`) or the setting's name stay, since the manifests' own forms are written with them.
/// Parsed with swift-syntax on a big-stack thread, after the nesting pre-check, like sources.
enum ManifestCode {
    /// Nil when the manifest is refused by the nesting pre-check or takes too long to parse.
    static func declarations(in text: String) -> String? {
        guard NestingScan.problem(in: text) == nil else { return nil }
        return BigStackThreads.run(timeout: 10) { render(text) }
    }

    private static func render(_ text: String) -> String {
        let tree = ParsedSource(SourceText(path: "", text: text)).tree
        var code = ""
        code.reserveCapacity(text.utf8.count)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            blankComments(token.leadingTrivia, into: &code)
            if case .stringSegment = token.tokenKind, !isKept(token.text) {
                code += String(repeating: " ", count: token.text.count)
            } else {
                code += token.text
            }
            blankComments(token.trailingTrivia, into: &code)
        }
        return code
    }

    /// Whitespace as it is (the readers' patterns allow what the source has), comments blanked.
    private static func blankComments(_ trivia: Trivia, into code: inout String) {
        for piece in trivia {
            var text = ""
            piece.write(to: &text)
            code += piece.isComment ? String(repeating: " ", count: text.count) : text
        }
    }

    private static func isKept(_ segment: String) -> Bool {
        segment == "IPHONEOS_DEPLOYMENT_TARGET" || segment.wholeMatch(of: version) != nil
    }

    // Compiled once: a regex literal is compiled each time it is evaluated (here, per string
    // segment of every manifest).
    nonisolated(unsafe) private static let version = /\d+(?:\.\d+){0,2}/
}
