import ModernizeCore
import SwiftSyntax

/// The text of the constraint changes as they will read inside the animations closure:
/// names reached through implicit `self` get an explicit `self.` (the closure escapes), lines
/// re-indented to the closure body.
struct MovedStatements {
    /// Free functions a constraint constant is commonly computed with.
    static let globalFunctions: Set<String> = ["max", "min", "abs", "floor", "ceil", "round", "sqrt"]

    enum Outcome {
        case moved(lines: [String])
        /// A name that cannot be moved as is, and why.
        case blocked(String)
    }

    let context: RuleContext
    let owner: Owner

    /// `statements` (contiguous, in order) as lines without their base indentation; comment
    /// lines of `leadingComments` first.
    func lines(of statements: [CodeBlockItemSyntax], leadingComments: [String]) -> Outcome {
        let first = statements[0], last = statements[statements.count - 1]
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset + TriviaLines.sameLineLength(last.trailingTrivia)
        var insertions: [Int] = []
        for statement in statements {
            for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: statement) where Self.isHead(reference) {
                switch qualification(of: reference) {
                case .keep: continue
                case .addSelf: insertions.append(reference.positionAfterSkippingLeadingTrivia.utf8Offset - start)
                case .blocked(let reason): return .blocked(reason)
                }
            }
        }
        var bytes = Array(SourceBytes(context).bytes[start..<end])
        for offset in insertions.sorted(by: >) { bytes.insert(contentsOf: Array("self.".utf8), at: offset) }
        let text = String(decoding: bytes, as: UTF8.self)
        let base = context.indentation(of: first)
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated().map { index, line in
            index > 0 && line.hasPrefix(base) ? String(line.dropFirst(base.count)) : String(line)
        }
        return .moved(lines: leadingComments + lines)
    }

    private enum Qualification { case keep, addSelf, blocked(String) }

    private func qualification(of reference: DeclReferenceExprSyntax) -> Qualification {
        let name = reference.baseName.text
        let declarations = Scopes.declarations(of: name, at: reference)
        if let declaration = declarations.first {
            if let parameter = declaration.as(FunctionParameterSyntax.self),
               parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains(where: { $0.trimmedDescription == "inout" }) == true {
                return .blocked("`\(name)` is an inout parameter, which the escaping animations closure cannot capture")
            }
            return .keep
        }
        let isCalled = reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
        if isCalled {
            if owner.methodNames.contains(name) { return .addSelf }
            if Self.globalFunctions.contains(name) { return .keep }
        } else if owner.property(named: name) != nil || owner.sdkMembers.contains(name) {
            return .addSelf
        }
        return .blocked("`\(name)` is not known to be a member of this type or a global, so it is unclear whether it needs `self.` inside the closure")
    }

    /// A name at the head of an expression: not the member of `a.name`, not `self`, a type or `$0`.
    private static func isHead(_ reference: DeclReferenceExprSyntax) -> Bool {
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return false }
        guard case .identifier(let text) = reference.baseName.tokenKind, let first = text.first else { return false }
        return !first.isUppercase && first != "$" && first != "`"
    }
}
