import ModernizeCore
import SwiftSyntax

/// The UIKit method whose reads of `@Observable` properties UIKit tracks, where a subscriber's
/// update code goes: appended to the subscriber's override, or in a new override placed after
/// the method that subscribed.
struct TrackedMethod {
    /// `updateProperties`, `viewWillLayoutSubviews` or `layoutSubviews`.
    let name: String

    /// iOS 26 reads content in `updateProperties()`; geometry, and everything before iOS 26,
    /// in the layout pass.
    static func choose(isViewController: Bool, geometryOnly: Bool, minimumIOS: IOSVersion) -> TrackedMethod {
        if minimumIOS >= IOSVersion(26) && !geometryOnly { return TrackedMethod(name: "updateProperties") }
        return TrackedMethod(name: isViewController ? "viewWillLayoutSubviews" : "layoutSubviews")
    }

    /// The subscriber's own override of this method (no parameters), if it declares one.
    func existing(in subscriber: ClassDeclSyntax) -> FunctionDeclSyntax? {
        subscriber.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { function in
            function.name.text == name && function.signature.parameterClause.parameters.isEmpty
                && function.modifiers.contains { $0.name.tokenKind == .keyword(.override) } && function.body != nil
        }
    }

    /// Where an extension of the subscriber (in this file, or in another one the index read)
    /// declares this method without parameters; nil when none does.
    func overrideOutsideBody(of subscriber: ClassDeclSyntax, context: RuleContext) -> String? {
        let className = subscriber.name.text
        for extensionDecl in SyntaxSearch.all(ExtensionDeclSyntax.self, in: context.tree)
        where SyntaxQueries.baseTypeName(extensionDecl.extendedType) == className {
            if let function = extensionDecl.memberBlock.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == name && $0.signature.parameterClause.parameters.isEmpty }) {
                return "\(context.path):\(context.position(of: function))"
            }
        }
        for type in context.index.types(named: className) where type.kind == .extension && type.location.path != context.path {
            if let function = type.functions.first(where: { $0.kind == .function && $0.name == name && $0.labels.isEmpty }) {
                return function.location.description
            }
        }
        return nil
    }

    /// The edit adding `lines` (the update code of each subscription, in order): before the
    /// closing brace of the existing override, or as a new override after `anchor`.
    func insertion(of blocks: [[String]], into subscriber: ClassDeclSyntax, after anchor: some SyntaxProtocol, context: RuleContext) -> Result<SourceEdit, Subscription.Refusal> {
        let newline = context.newline
        let unit = context.indentStyle.unit
        if let function = existing(in: subscriber), let body = function.body {
            let closing = body.rightBrace
            let lineStart = context.parsed.lines.startOfLine(containing: closing.positionAfterSkippingLeadingTrivia.utf8Offset)
            let before = context.parsed.lines.bytes[lineStart..<closing.positionAfterSkippingLeadingTrivia.utf8Offset]
            guard before.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
                return .failure(.init(function.name, "`\(name)()` closes on a line with other code; put its closing brace on a line of its own first"))
            }
            let indent = context.indentation(of: function) + unit
            let text = blocks.flatMap { $0 }.map { $0.isEmpty ? newline : indent + $0 + newline }.joined()
            let position = AbsolutePosition(utf8Offset: lineStart)
            return .success(SourceEdit(range: position..<position, replacement: text))
        }
        if let elsewhere = overrideOutsideBody(of: subscriber, context: context) {
            return .failure(.init(subscriber.name, "`\(subscriber.name.text)` already overrides `\(name)()` in an extension (\(elsewhere)), and a second override in the class does not compile; move that override into the class body (the update code is then added to it), then run again"))
        }
        let indent = context.indentation(of: anchor)
        let isPublic = subscriber.modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
        var text = newline + newline + indent + (isPublic ? "public " : "") + "override func \(name)() {" + newline
        text += indent + unit + "super.\(name)()" + newline
        text += blocks.flatMap { $0 }.map { $0.isEmpty ? newline : indent + unit + $0 + newline }.joined()
        text += indent + "}"
        guard let last = anchor.lastToken(viewMode: .sourceAccurate) else { return .failure(.init(anchor, "no end")) }
        // After a comment ending the anchor's last line.
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset + TriviaLines.sameLineLength(last.trailingTrivia)
        let position = AbsolutePosition(utf8Offset: end)
        return .success(SourceEdit(range: position..<position, replacement: text))
    }
}
