import Foundation
import SwiftSyntax

extension SyntaxSearch {
    /// While the rules run on one file they ask its tree for the same kinds again and again
    /// (every call, every reference named `x`), each question a walk. The memo walks the tree
    /// once, listing its nodes in source order, and answers each later search from the list:
    /// the nodes of the kind (listed once per kind) in the asked subtree (a binary search),
    /// less those the barrier hides (found by climbing from each to the subtree's root).
    ///
    /// The answers are the walk's: nodes of the kind in source order, the subtree's root
    /// included, none that the barrier hides (a node is hidden when a proper ancestor up to
    /// the subtree's root, that root included, stops). Searches of another tree (rewritten
    /// fragments, parsed snippets, detached nodes) and searches for tokens take the walk.
    ///
    /// The list is made once walks of the tree have covered its length: a file searched only
    /// in a few small subtrees does not pay a walk of the whole file.
    @usableFromInline
    final class Memo: @unchecked Sendable {
        @TaskLocal static var current: Memo?

        /// Runs `body` with the searches of `tree` answered from one memo, dropped at its end.
        static func answering<Result>(for tree: some SyntaxProtocol, _ body: () throws -> Result) rethrows -> Result {
            try $current.withValue(Memo(tree: Syntax(tree).root), operation: body)
        }

        @usableFromInline
        static var active: Memo? { current }

        private let tree: Syntax
        private let lock = NSLock()
        /// Bytes of this tree searched by walks so far.
        private var walkedLength = 0
        private var table: Table?
        /// Per kind searched for (`ObjectIdentifier` of its type), its positions in `table`.
        private var kinds: [ObjectIdentifier: [Int32]] = [:]

        init(tree: Syntax) {
            self.tree = tree
        }

        var isBuilt: Bool { lock.withLock { table != nil } }

        /// Calls `visit` with the nodes of one kind under `root` that `barrier` does not hide,
        /// in source order, until it returns false. Returns false, having visited nothing,
        /// when the memo does not answer and the caller has to walk.
        ///
        /// - Parameters:
        ///   - kind: identifies the type searched for.
        ///   - isKind: whether a node is of that type.
        @usableFromInline
        func search(
            _ kind: ObjectIdentifier, isKind: (Syntax) -> Bool, in root: Syntax, barrier: Barrier, _ visit: (Syntax) -> Bool
        ) -> Bool {
            guard root.root.id == tree.id, let (table, candidates) = candidates(kind, isKind: isKind, under: root),
                  let start = table.position(of: root) else { return false }
            let end = Int(table.subtreeEnd[start])
            var next = candidates.lowerBound(start)
            let last = candidates.lowerBound(end, from: next)
            var clear = ClearAncestors(start: start)
            while next < last {
                let position = Int(candidates[next])
                next += 1
                if !barrier.entersEverything, let hiding = clear.hidingAncestor(of: position, in: table, barrier) {
                    next = candidates.lowerBound(table.subtreeEnd[hiding], from: next)
                    continue
                }
                if !visit(table.nodes[position]) { break }
            }
            return true
        }

        /// The table and the kind's positions in it; nil while walks have not yet covered
        /// the tree's length (this search then counts as a walk).
        private func candidates(_ kind: ObjectIdentifier, isKind: (Syntax) -> Bool, under root: Syntax) -> (Table, [Int32])? {
            lock.lock()
            defer { lock.unlock() }
            if table == nil {
                walkedLength += root.totalLength.utf8Length
                guard walkedLength >= tree.totalLength.utf8Length else { return nil }
                table = Table(tree)
            }
            let table = table!
            if let known = kinds[kind] { return (table, known) }
            let positions = table.positions(where: isKind)
            kinds[kind] = positions
            return (table, positions)
        }
    }
}

extension SyntaxSearch.Memo {
    /// Every node of the tree but tokens, in the order the search's walk visits them.
    struct Table {
        var nodes: [Syntax] = []
        /// `SyntaxIdentifier.indexInTree` of each node, ascending.
        var indexInTree: [UInt32] = []
        /// Position of each node's parent (-1 for the root).
        var parent: [Int32] = []
        /// Position just past each node's subtree.
        var subtreeEnd: [Int32] = []

        init(_ tree: Syntax) {
            let lister = Lister()
            lister.walk(tree)
            self = lister.table
        }

        private init() {}

        /// The position of `node`; nil for a token (or a missing token).
        func position(of node: Syntax) -> Int? {
            let index = UInt32(truncatingIfNeeded: node.id.indexInTree.toOpaque())
            let position = indexInTree.lowerBound(index)
            return position < indexInTree.count && indexInTree[position] == index ? position : nil
        }

        /// Positions of the nodes `isKind` accepts, ascending.
        func positions(where isKind: (Syntax) -> Bool) -> [Int32] {
            var positions: [Int32] = []
            for position in nodes.indices where isKind(nodes[position]) { positions.append(Int32(position)) }
            return positions
        }

        /// The search's own walk (source-accurate, tokens left at the dispatch), listing nodes.
        private final class Lister: SyntaxAnyVisitor {
            var table = Table()
            private var open: [Int32] = []

            init() { super.init(viewMode: .sourceAccurate) }

            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visitPost(_ token: TokenSyntax) {}

            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                table.parent.append(open.last ?? -1)
                open.append(Int32(table.nodes.count))
                table.nodes.append(node)
                table.indexInTree.append(UInt32(truncatingIfNeeded: node.id.indexInTree.toOpaque()))
                table.subtreeEnd.append(0)
                return .visitChildren
            }

            override func visitAnyPost(_ node: Syntax) {
                table.subtreeEnd[Int(open.removeLast())] = Int32(table.nodes.count)
            }
        }
    }

    /// Within one search, in source order: the ancestors found not to stop, innermost last,
    /// so that each node of the subtree is asked of the barrier at most once.
    struct ClearAncestors {
        let start: Int
        private var clear: [Int] = []
        private var climbed: [Int] = []

        init(start: Int) { self.start = start }

        /// The outermost ancestor of the node at `position` that `barrier` stops, among the
        /// search's root and its descendants; nil when the node is not hidden.
        mutating func hidingAncestor(of position: Int, in table: Table, _ barrier: SyntaxSearch.Barrier) -> Int? {
            while let innermost = clear.last, table.subtreeEnd[innermost] <= position { clear.removeLast() }
            climbed.removeAll(keepingCapacity: true)
            var ancestor = Int(table.parent[position])
            while ancestor >= start, ancestor != clear.last {
                climbed.append(ancestor)
                ancestor = Int(table.parent[ancestor])
            }
            for ancestor in climbed.reversed() {
                if barrier.stops(table.nodes[ancestor]) { return ancestor }
                clear.append(ancestor)
            }
            return nil
        }
    }
}

extension Array where Element: BinaryInteger {
    /// The first index from `start` whose element is not below `value` (elements ascending).
    func lowerBound(_ value: some BinaryInteger, from start: Int = 0) -> Int {
        var low = start, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
