import ModernizeCore
import SwiftSyntax

/// Codemods that exist only to exercise the engine: each does one thing the engine must cope
/// with (plain rewrite, overlap, broken output, throwing).
func testRow(_ id: String, since: IOSVersion = IOSVersion(13)) -> DeprecationRow {
    DeprecationRow(id: id, legacy: "old", modern: "new", since: since, safety: .automatic, rationale: "test", status: .implemented)
}

/// Renames every identifier token `from` to `to`.
struct RenameIdentifier: Codemod {
    let row: DeprecationRow
    let from: String
    let to: String
    var triggers: [String] { [from] }

    init(id: String = "rename", from: String, to: String, since: IOSVersion = IOSVersion(13)) {
        row = testRow(id, since: since)
        self.from = from
        self.to = to
    }

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        for token in context.tree.tokens(viewMode: .sourceAccurate) where token.text == from {
            output.edits.append(SourceEdit(range: token.positionAfterSkippingLeadingTrivia..<token.endPositionBeforeTrailingTrivia, replacement: to))
            output.findings.append(context.finding(at: token, severity: .info, "renamed \(from)"))
        }
        return output
    }
}

/// Replaces every whole call `wrap(...)` with `outer(...)`: overlaps RenameIdentifier edits inside.
struct RewriteCall: Codemod {
    let row = testRow("rewrite-call")
    let triggers = ["wrap("]

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        for token in context.tree.tokens(viewMode: .sourceAccurate) where token.text == "wrap" {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) else { continue }
            let arguments = call.arguments.trimmedDescription
            output.edits.append(SourceEdit(range: call.positionAfterSkippingLeadingTrivia..<call.endPositionBeforeTrailingTrivia, replacement: "outer(\(arguments))"))
        }
        return output
    }
}

/// Emits code that does not parse.
struct BreakSyntax: Codemod {
    let row = testRow("break-syntax")
    let triggers = ["func"]

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        RuleOutput(edits: [SourceEdit(range: AbsolutePosition(utf8Offset: 0)..<AbsolutePosition(utf8Offset: 0), replacement: "func (( {")])
    }
}

struct ThrowingRule: Codemod {
    struct Failure: Error {}
    let row = testRow("throwing")
    let triggers = ["func"]

    func rewrite(_ context: RuleContext) throws -> RuleOutput { throw Failure() }
}

/// Emits two edits on the same bytes: a rule bug the engine must catch.
struct SelfOverlapping: Codemod {
    let row = testRow("self-overlap")
    let triggers = ["func"]

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let range = AbsolutePosition(utf8Offset: 0)..<AbsolutePosition(utf8Offset: 4)
        return RuleOutput(edits: [SourceEdit(range: range, replacement: "a"), SourceEdit(range: range, replacement: "b")])
    }
}
