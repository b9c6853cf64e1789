import SwiftSyntax

/// Why a handler body cannot be moved safely.
struct NotMovable: Error {
    let reason: String
    let node: Syntax
}

/// Edits to a moved body so it compiles inside `{ (self: Self, previous: UITraitCollection) in ... }`:
/// `self.` before unqualified references to members of the type (the handler's `self` is a
/// parameter, so implicit member lookup would reach the enclosing method's `self` instead), and
/// `previous?.x` -> `previous.x` because the handler's collection is not optional.
///
/// An unqualified lowercase name counts as a member unless it resolves to a local declaration
/// of the moved code, a top-level declaration of this file, or a well-known global function.
struct HandlerBodyRewriter {
    /// The override's parameter name; nil when it is `_`.
    let previous: String?
    /// Top-level functions and variables of the file, plus the standard library's free functions.
    let globals: Set<String>

    struct Output {
        /// Offsets into the original text.
        var edits: [(range: Range<Int>, replacement: String)] = []
        var usesPrevious = false
    }

    static let knownGlobalFunctions: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "zip", "stride", "sequence", "repeatElement",
        "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure", "type",
        "swap", "numericCast", "unsafeBitCast", "withExtendedLifetime", "withUnsafePointer",
        "withUnsafeMutablePointer", "withUnsafeBytes", "autoreleasepool", "sqrt", "pow", "floor", "ceil",
        "round", "sin", "cos", "tan", "atan2", "exp", "log", "fabs", "fmax", "fmin", "hypot",
    ]

    func rewrite(_ statements: [CodeBlockItemSyntax]) throws -> Output {
        let visitor = Visitor(rewriter: self)
        for statement in statements { visitor.walk(statement) }
        if let failure = visitor.failure { throw failure }
        return visitor.output
    }

    private final class Visitor: SyntaxVisitor {
        let rewriter: HandlerBodyRewriter
        var output = Output()
        var failure: NotMovable?

        init(rewriter: HandlerBodyRewriter) {
            self.rewriter = rewriter
            super.init(viewMode: .sourceAccurate)
        }

        /// `super.traitCollectionDidChange(...)` inside a checked block is dropped like the top-level one.
        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            guard HandlerAnalyzer.isSuperCall(node) else { return .visitChildren }
            output.edits.append((node.position.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, ""))
            return .skipChildren
        }

        override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
            fail("it calls `super`, which the handler closure cannot do in the same way", node)
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "keyPath" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// `#if os(iOS)`: a compilation condition names platforms and flags, not members; only
        /// the clause's code is the handler's.
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let elements = node.elements { walk(elements) }
            return .skipChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            guard node.initializer == nil, let pattern = node.pattern.as(IdentifierPatternSyntax.self) else {
                if let value = node.initializer?.value.as(DeclReferenceExprSyntax.self),
                   value.baseName.text == rewriter.previous, !NameResolver.isLocal(value.baseName.text, at: Syntax(value)) {
                    fail("it unwraps `\(value.baseName.text)`, which is never nil in the handler", node)
                }
                return .visitChildren
            }
            // `if let member {` must become `if let member = self.member {`.
            let name = pattern.identifier.text
            if name == rewriter.previous {
                fail("it unwraps `\(name)`, which is never nil in the handler", node)
            } else if isMember(name, at: Syntax(node)) {
                let end = pattern.endPositionBeforeTrailingTrivia.utf8Offset
                output.edits.append((end..<end, " = self.\(name)"))
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard !isQualified(node) else { return .visitChildren }
            let name = node.baseName.text
            guard case .identifier = node.baseName.tokenKind else { return .visitChildren }
            if name == rewriter.previous, !NameResolver.isLocal(name, at: Syntax(node)) {
                handlePrevious(node)
            } else if isMember(name, at: Syntax(node)) {
                let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
                output.edits.append((start..<start, "self."))
            }
            return .visitChildren
        }

        private func handlePrevious(_ node: DeclReferenceExprSyntax) {
            output.usesPrevious = true
            if let chaining = node.parent?.as(OptionalChainingExprSyntax.self) {
                output.edits.append((range(of: chaining.questionMark), ""))
            } else if let unwrap = node.parent?.as(ForceUnwrapExprSyntax.self) {
                output.edits.append((range(of: unwrap.exclamationMark), ""))
            }
            // `previous?.x ?? y` and `previous == nil` handle a nil that the handler never sees.
            var outer = Syntax(node)
            while let parent = outer.parent,
                  parent.is(MemberAccessExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                outer = parent
            }
            if let list = outer.parent?.as(ExprListSyntax.self),
               list.contains(where: { $0.is(NilLiteralExprSyntax.self) || HandlerBodyRewriterSupport.isOperator($0, "??") }) {
                fail("it tests `\(node.baseName.text)` for nil, which it never is in the handler", node)
            }
        }

        private func isQualified(_ node: DeclReferenceExprSyntax) -> Bool {
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return true }
            return node.parent?.is(KeyPathPropertyComponentSyntax.self) == true
        }

        private func isMember(_ name: String, at node: Syntax) -> Bool {
            guard let first = name.first, first.isLowercase || first == "_" else { return false }
            if rewriter.globals.contains(name) { return false }
            return !NameResolver.isLocal(name, at: node)
        }

        private func range(of token: TokenSyntax) -> Range<Int> {
            token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
        }

        private func fail(_ reason: String, _ node: some SyntaxProtocol) {
            if failure == nil { failure = NotMovable(reason: reason, node: Syntax(node)) }
        }
    }
}

enum HandlerBodyRewriterSupport {
    static func isOperator(_ expression: ExprSyntax, _ text: String) -> Bool {
        expression.as(BinaryOperatorExprSyntax.self)?.operator.text == text
    }
}
