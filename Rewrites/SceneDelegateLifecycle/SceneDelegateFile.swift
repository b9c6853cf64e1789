import ModernizeCore
import SwiftSyntax

/// The text of the new `SceneDelegate.swift`: the app delegate's imports and a
/// `scene(_:willConnectTo:options:)` running the moved window setup on a scene's window.
enum SceneDelegateFile {
    static let className = "SceneDelegate"

    /// Without a setup (a main storyboard app) the class only holds the `window` UIKit loads
    /// the storyboard into.
    static func text(setup: WindowSetup?, context: RuleContext) -> String {
        let unit = context.indentStyle.unit
        let newline = context.newline
        let imports = context.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription }
        var lines = (imports.isEmpty ? ["import UIKit"] : imports) + [""]
        guard let setup else {
            lines += ["class \(className): UIResponder, UIWindowSceneDelegate {", unit + "var window: UIWindow?", "}"]
            return lines.joined(separator: newline) + newline
        }
        lines += [
            "class \(className): UIResponder, UIWindowSceneDelegate {",
            unit + "var window: UIWindow?",
            "",
            unit + "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {",
            unit + unit + "guard let windowScene = scene as? UIWindowScene else { return }",
        ]
        lines += LineBlock.reindented("\n" + movedText(setup, context: context), to: unit + unit)
        lines += [unit + "}", "}"]
        return lines.joined(separator: newline) + newline
    }

    /// The moved statements as written (with the comments on the lines above them), the window
    /// created for the scene instead of the screen.
    private static func movedText(_ setup: WindowSetup, context: RuleContext) -> String {
        let creationRange = setup.creation.leftParen.map { $0.position }.map { start in
            start..<(setup.creation.rightParen?.endPositionBeforeTrailingTrivia ?? start)
        }
        var text = ""
        for item in setup.moved {
            // A blank line before a statement stays (not before the first).
            if !text.isEmpty, item.leadingTrivia.contains(where: { if case .newlines(let count) = $0 { return count > 1 }; return false }) {
                text += "\n"
            }
            let start = MovedStatement.start(of: item)
            var statement = context.parsed.lines.indentation(ofLineContaining: start.utf8Offset)
            if let range = creationRange, item.range.contains(range.lowerBound) {
                statement += slice(item, from: start, to: range.lowerBound) + "(windowScene: windowScene)"
                    + slice(item, from: range.upperBound, to: item.endPositionBeforeTrailingTrivia)
            } else {
                statement += slice(item, from: start, to: item.endPositionBeforeTrailingTrivia)
            }
            text += statement + item.trailingTrivia.description + "\n"
        }
        return text
    }

    private static func slice(_ item: CodeBlockItemSyntax, from start: AbsolutePosition, to end: AbsolutePosition) -> String {
        let bytes = Array(item.syntaxTextBytes)
        let lower = start.utf8Offset - item.position.utf8Offset, upper = end.utf8Offset - item.position.utf8Offset
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// Where a moved statement starts: at the comment lines directly above it (no blank line in
/// between), which move with it, or at its first token.
enum MovedStatement {
    static func start(of item: CodeBlockItemSyntax) -> AbsolutePosition {
        var offset = item.position.utf8Offset
        var start = item.positionAfterSkippingLeadingTrivia
        var attachedFrom: Int?
        for piece in item.leadingTrivia {
            switch piece {
            case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
                if count > 1 { attachedFrom = nil }
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                if attachedFrom == nil { attachedFrom = offset }
            default:
                break
            }
            offset += piece.sourceLength.utf8Length
        }
        if let attachedFrom { start = AbsolutePosition(utf8Offset: attachedFrom) }
        return start
    }
}
