import ModernizeCore
import SwiftSyntax

/// Codemods that exist only to exercise the engine: each does one thing the engine must cope
/// with (plain rewrite, overlap, broken output, throwing).
func testRow(_ id: String, since: IOSVersion = IOSVersion(13)) -> RuleDescription {
    RuleDescription(id: id, legacy: "old", modern: "new", since: since, rationale: "test", tiers: [.safe, .finding])
}

/// Renames every identifier token `from` to `to`.
struct RenameIdentifier: Codemod {
    let description: RuleDescription
    let from: String
    let to: String
    /// Rename sites are review rewrites instead of safe ones.
    let review: Bool
    var triggers: [String] { [from] }

    init(id: String = "rename", from: String, to: String, since: IOSVersion = IOSVersion(13), review: Bool = false) {
        description = testRow(id, since: since)
        self.from = from
        self.to = to
        self.review = review
    }

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        for token in context.tree.tokens(viewMode: .sourceAccurate) where token.text == from {
            let edit = SourceEdit(range: token.positionAfterSkippingLeadingTrivia..<token.endPositionBeforeTrailingTrivia, replacement: to)
            output.append(review ? .review(at: token, [edit], because: "renamed \(from)") : .safe(at: token, [edit], note: "renamed \(from)"))
        }
        return output
    }
}

/// Replaces every whole call `wrap(...)` with `outer(...)`: overlaps RenameIdentifier edits inside.
struct RewriteCall: Codemod {
    let description = testRow("rewrite-call")
    let triggers = ["wrap("]

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        for token in context.tree.tokens(viewMode: .sourceAccurate) where token.text == "wrap" {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) else { continue }
            let arguments = call.arguments.trimmedDescription
            output.append(.safe(at: call, [SourceEdit(range: call.positionAfterSkippingLeadingTrivia..<call.endPositionBeforeTrailingTrivia, replacement: "outer(\(arguments))")]))
        }
        return output
    }
}

/// Emits code that does not parse.
struct BreakSyntax: Codemod {
    let description = testRow("break-syntax")
    let triggers = ["func"]

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        RuleOutput(sites: [.safe(at: context.tree, [SourceEdit(range: AbsolutePosition(utf8Offset: 0)..<AbsolutePosition(utf8Offset: 0), replacement: "func (( {")])])
    }
}

struct ThrowingRule: Codemod {
    struct Failure: Error {}
    let description = testRow("throwing")
    let triggers = ["func"]

    func rewrite(_ context: RuleContext) throws -> RuleOutput { throw Failure() }
}

/// Emits two edits on the same bytes: a rule bug the engine must catch.
struct SelfOverlapping: Codemod {
    let description = testRow("self-overlap")
    let triggers = ["func"]

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let range = AbsolutePosition(utf8Offset: 0)..<AbsolutePosition(utf8Offset: 4)
        return RuleOutput(sites: [.safe(at: context.tree, [SourceEdit(range: range, replacement: "a"), SourceEdit(range: range, replacement: "b")])])
    }
}
