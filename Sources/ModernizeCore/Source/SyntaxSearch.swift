import SwiftSyntax

/// One generic search of a subtree for nodes of a kind, in source order, instead of a
/// one-shot `SyntaxVisitor` per question. The root itself is searched too.
///
/// The searches are `@inlinable` so each caller's `Kind` is specialized: unspecialized, every
/// node visited looked up the generic metadata of `Kind?` (a locked table), which was a tenth of
/// a whole-corpus run.
public enum SyntaxSearch {
    /// Subtrees a search does not enter (the node itself is still looked at).
    public struct Barrier: Sendable {
        public let stops: @Sendable (Syntax) -> Bool

        public init(stops: @escaping @Sendable (Syntax) -> Bool) { self.stops = stops }

        public static let none = Barrier { _ in false }
        /// Closures and nested functions: code that runs elsewhere, later or not at all.
        public static let closuresAndFunctions = Barrier { $0.is(ClosureExprSyntax.self) || $0.is(FunctionDeclSyntax.self) }
        /// Function bodies and other code blocks: only declarations are searched.
        public static let codeBlocks = Barrier { $0.is(CodeBlockSyntax.self) }
        /// Anything but a type's own member declarations (also inside `#if`): code blocks,
        /// accessors, closures and nested types are not entered.
        public static let ownMembers = Barrier { node in
            node.is(CodeBlockSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(ClosureExprSyntax.self)
                || node.isProtocol((any DeclGroupSyntax).self)
        }
        /// Function declarations (their bodies included).
        public static let functions = Barrier { $0.is(FunctionDeclSyntax.self) }
    }

    /// Every node of kind `kind` under `root` satisfying `predicate`, in source order.
    @inlinable
    public static func all<Kind: SyntaxProtocol>(
        _ kind: Kind.Type, in root: some SyntaxProtocol, skipping barrier: Barrier = .none,
        where predicate: (Kind) -> Bool = { _ in true }
    ) -> [Kind] {
        var found: [Kind] = []
        walk(root, for: Kind.self, barrier: barrier) { node in
            if let match = node.as(Kind.self), predicate(match) { found.append(match) }
            return true
        }
        return found
    }

    /// The first node of kind `kind` under `root` satisfying `predicate`.
    @inlinable
    public static func first<Kind: SyntaxProtocol>(
        _ kind: Kind.Type, in root: some SyntaxProtocol, skipping barrier: Barrier = .none,
        where predicate: (Kind) -> Bool = { _ in true }
    ) -> Kind? {
        var found: Kind?
        walk(root, for: Kind.self, barrier: barrier) { node in
            if let match = node.as(Kind.self), predicate(match) { found = match }
            return found == nil
        }
        return found
    }

    /// Whether a node of kind `kind` under `root` satisfies `predicate`.
    @inlinable
    public static func contains<Kind: SyntaxProtocol>(
        _ kind: Kind.Type, in root: some SyntaxProtocol, skipping barrier: Barrier = .none,
        where predicate: (Kind) -> Bool = { _ in true }
    ) -> Bool {
        first(kind, in: root, skipping: barrier, where: predicate) != nil
    }

    /// Pre-order walk: `visit` returns false to end the search.
    @inlinable
    static func walk<Kind: SyntaxProtocol>(_ root: some SyntaxProtocol, for kind: Kind.Type, barrier: Barrier, _ visit: (Syntax) -> Bool) {
        withoutActuallyEscaping(visit) { visit in
            let visitor = Visitor(barrier: barrier, visitsTokens: Kind.self == TokenSyntax.self || Kind.self == Syntax.self, visit: visit)
            visitor.walk(root)
        }
    }

    @usableFromInline
    final class Visitor: SyntaxAnyVisitor {
        let barrier: Barrier
        /// Whether the kind searched for can be a token. Tokens are about half of a tree's
        /// nodes; a search for anything else leaves them at the dispatch instead of asking
        /// the predicate and the barrier about each.
        let visitsTokens: Bool
        let visit: (Syntax) -> Bool
        private var done = false

        @usableFromInline
        init(barrier: Barrier, visitsTokens: Bool, visit: @escaping (Syntax) -> Bool) {
            self.barrier = barrier
            self.visitsTokens = visitsTokens
            self.visit = visit
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            visitsTokens ? visitAny(Syntax(token)) : .skipChildren
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if done { return .skipChildren }
            if !visit(node) {
                done = true
                return .skipChildren
            }
            return barrier.stops(node) ? .skipChildren : .visitChildren
        }
    }
}
