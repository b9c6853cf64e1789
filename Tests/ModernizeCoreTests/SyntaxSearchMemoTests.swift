import Foundation
@testable import ModernizeCore
import SwiftParser
import SwiftSyntax
import Testing

/// `SyntaxSearch.Memo` answers the rules' searches of a file's tree from one table: checked
/// against the plain walk for every kind the rules search for, every barrier, `all` and
/// `first`, from many roots of every golden input file.
@Suite struct SyntaxSearchMemoTests {
    @Test func theMemoAnswersAsTheWalkFromManyRootsOfEveryGoldenInput() throws {
        var compared = 0, found = 0, hidden = 0
        for (file, tree) in try Self.goldenInputs() {
            SyntaxSearch.Memo.answering(for: tree) {
                Self.buildMemo(tree)
                for (number, root) in Self.nodes(of: tree).enumerated() where Self.isSampled(root, number) {
                    var unhidden: [Int] = []
                    for (barrierName, barrier) in Self.barriers {
                        // What the walk visits; a search for a kind keeps the nodes of the kind
                        // (`searchesForEachKindOfAFileWalkAsTheWalkForThatKind` checks it).
                        let visited = Self.walking { SyntaxSearch.all(Syntax.self, in: root, skipping: barrier) }
                        for (number, probe) in Self.probes.enumerated() {
                            let walked = visited.filter(probe.isKind).map(\.id)
                            let context = "\(file): \(probe.name) skipping \(barrierName) from \(root.kind) at \(root.position.utf8Offset)"
                            #expect(probe.all(root, barrier) == walked, "all \(context)")
                            #expect(probe.first(root, barrier, nil) == walked.first, "first \(context)")
                            // Not only the first candidate: the predicate sees them in order.
                            if let target = walked.last {
                                #expect(probe.first(root, barrier, target) == target, "first where last \(context)")
                            }
                            if barrier.entersEverything { unhidden.append(walked.count) } else { hidden += unhidden[number] - walked.count }
                            compared += 1
                            found += walked.count
                        }
                    }
                }
            }
        }
        // Not vacuous: many searches, many matches, and barriers that hide many of them.
        #expect(compared > 100_000)
        #expect(found > 100_000)
        #expect(hidden > 10_000)
    }

    /// Each kind's own walk keeps exactly the nodes of the kind that the walk for every node
    /// visits (which the test above compares the memo with); and the memo answers as it.
    @Test func searchesForEachKindOfAFileWalkAsTheWalkForThatKind() throws {
        for (number, (file, tree)) in try Self.goldenInputs().enumerated() where number % 10 == 0 {
            SyntaxSearch.Memo.answering(for: tree) {
                Self.buildMemo(tree)
                for (barrierName, barrier) in Self.barriers {
                    let visited = Self.walking { SyntaxSearch.all(Syntax.self, in: tree, skipping: barrier) }
                    for probe in Self.probes {
                        let walked = Self.walking { probe.all(Syntax(tree), barrier) }
                        #expect(walked == visited.filter(probe.isKind).map(\.id), "\(file): \(probe.name) skipping \(barrierName)")
                        #expect(probe.all(Syntax(tree), barrier) == walked, "\(file): \(probe.name) skipping \(barrierName)")
                    }
                }
            }
        }
    }

    /// Searches of other trees (a fragment, a detached node, the same text parsed again) are
    /// not answered by the memo, and still answer as the walk.
    @Test func searchesOfAnotherTreeWalk() throws {
        let text = "class A { func f() { g(1); h { g(2) } } }\nlet x = g(3)\n"
        let tree = Parser.parse(source: text)
        let again = Parser.parse(source: text)
        let detached = try #require(SyntaxSearch.first(FunctionDeclSyntax.self, in: tree)).detached
        let fragment = FunctionCallExprSyntax(
            calledExpression: DeclReferenceExprSyntax(baseName: .identifier("g")), leftParen: .leftParenToken(), arguments: [],
            rightParen: .rightParenToken())
        SyntaxSearch.Memo.answering(for: tree) {
            Self.buildMemo(tree)
            let memo = SyntaxSearch.Memo.active!
            for other in [Syntax(again), Syntax(detached), Syntax(fragment)] {
                let asked = memo.search(ObjectIdentifier(FunctionCallExprSyntax.self), isKind: { $0.is(FunctionCallExprSyntax.self) }, in: other, barrier: .none) { _ in true }
                #expect(!asked)
                let walked = Self.walking { SyntaxSearch.all(FunctionCallExprSyntax.self, in: other).map(\.id) }
                #expect(SyntaxSearch.all(FunctionCallExprSyntax.self, in: other).map(\.id) == walked)
                #expect(!walked.isEmpty)
            }
            let asked = memo.search(ObjectIdentifier(FunctionCallExprSyntax.self), isKind: { $0.is(FunctionCallExprSyntax.self) }, in: Syntax(tree), barrier: .none) { _ in true }
            #expect(asked)
        }
    }

    /// A file searched only in small subtrees is not listed: the memo is built once walks
    /// have covered the tree's length.
    @Test func theMemoIsBuiltOnceWalksCoverTheTree() throws {
        let tree = Parser.parse(source: "func f() { a(1); b(2); c(3) }\nfunc g() { d(4) }\n")
        let calls = SyntaxSearch.all(FunctionCallExprSyntax.self, in: tree)
        SyntaxSearch.Memo.answering(for: tree) {
            let memo = SyntaxSearch.Memo.active!
            for call in calls { _ = SyntaxSearch.all(DeclReferenceExprSyntax.self, in: call) }
            #expect(!memo.isBuilt)
            _ = SyntaxSearch.all(DeclReferenceExprSyntax.self, in: tree)
            #expect(memo.isBuilt)
        }
        #expect(SyntaxSearch.Memo.active == nil)
    }

    /// The memo belongs to the call that installs it: not visible outside, nor on a thread
    /// started inside (the engine runs files on several threads).
    @Test func theMemoIsScopedToItsCall() {
        let tree = Parser.parse(source: "let x = 1\n")
        #expect(SyntaxSearch.Memo.active == nil)
        SyntaxSearch.Memo.answering(for: tree) {
            #expect(SyntaxSearch.Memo.active != nil)
            let seenElsewhere = LockedFlag()
            let done = DispatchSemaphore(value: 0)
            Thread {
                seenElsewhere.set(SyntaxSearch.Memo.active != nil)
                done.signal()
            }.start()
            done.wait()
            #expect(!seenElsewhere.value)
        }
        #expect(SyntaxSearch.Memo.active == nil)
    }
}

extension SyntaxSearchMemoTests {
    /// One kind searched: `all` and `first` (with a target, the match it must return) as ids.
    struct Probe: Sendable {
        let name: String
        let isKind: @Sendable (Syntax) -> Bool
        let all: @Sendable (Syntax, SyntaxSearch.Barrier) -> [SyntaxIdentifier]
        let first: @Sendable (Syntax, SyntaxSearch.Barrier, SyntaxIdentifier?) -> SyntaxIdentifier?

        init<Kind: SyntaxProtocol>(_ kind: Kind.Type) {
            name = "\(Kind.self)"
            isKind = { $0.is(Kind.self) }
            all = { SyntaxSearch.all(Kind.self, in: $0, skipping: $1).map(\.id) }
            first = { root, barrier, target in
                SyntaxSearch.first(Kind.self, in: root, skipping: barrier) { target == nil || $0.id == target }?.id
            }
        }
    }

    /// The kinds `Rewrites/` and `Sources/` search for, tokens included (they take the walk).
    static let probes: [Probe] = [
        Probe(AwaitExprSyntax.self), Probe(ClassDeclSyntax.self), Probe(ClosureExprSyntax.self),
        Probe(CodeBlockItemListSyntax.self), Probe(DeclReferenceExprSyntax.self), Probe(DeclSyntax.self),
        Probe(DeinitializerDeclSyntax.self), Probe(ExprListSyntax.self), Probe(ExprSyntax.self),
        Probe(ExtensionDeclSyntax.self), Probe(ForceUnwrapExprSyntax.self), Probe(FunctionCallExprSyntax.self),
        Probe(FunctionDeclSyntax.self), Probe(IdentifierPatternSyntax.self), Probe(InitializerDeclSyntax.self),
        Probe(MemberAccessExprSyntax.self), Probe(OptionalChainingExprSyntax.self), Probe(PatternBindingSyntax.self),
        Probe(ReturnStmtSyntax.self), Probe(SequenceExprSyntax.self), Probe(StmtSyntax.self),
        Probe(StringLiteralExprSyntax.self), Probe(StructDeclSyntax.self), Probe(SubscriptCallExprSyntax.self),
        Probe(Syntax.self), Probe(ThrowStmtSyntax.self), Probe(TokenSyntax.self), Probe(TryExprSyntax.self),
        Probe(TypeAliasDeclSyntax.self), Probe(UnresolvedAsExprSyntax.self), Probe(VariableDeclSyntax.self),
    ]

    static let barriers: [(String, SyntaxSearch.Barrier)] = [
        ("none", .none), ("closuresAndFunctions", .closuresAndFunctions), ("codeBlocks", .codeBlocks),
        ("ownMembers", .ownMembers), ("functions", .functions),
        // A rule's own, stopping at nodes that are also searched for.
        ("calls", SyntaxSearch.Barrier { $0.is(FunctionCallExprSyntax.self) || $0.is(MemberBlockSyntax.self) }),
    ]

    /// Every node of a file (tokens too) in source order.
    static func nodes(of tree: SourceFileSyntax) -> [Syntax] {
        walking { SyntaxSearch.all(Syntax.self, in: tree) }
    }

    /// The file and every 120th node (tokens too): all roots would take minutes in a debug
    /// build. Nodes a barrier stops and nodes holding one are among them.
    static let stride = Int(ProcessInfo.processInfo.environment["MEMO_STRIDE"] ?? "120")!
    static func isSampled(_ root: Syntax, _ number: Int) -> Bool {
        !root.hasParent || number % stride == 0
    }

    /// `body` with every search walking.
    static func walking<Result>(_ body: () -> Result) -> Result {
        SyntaxSearch.Memo.$current.withValue(nil, operation: body)
    }

    /// Searches the whole tree once, so that the memo answers from then on.
    static func buildMemo(_ tree: SourceFileSyntax) {
        _ = SyntaxSearch.all(CodeBlockSyntax.self, in: tree)
        #expect(SyntaxSearch.Memo.active?.isBuilt == true)
    }

    static func goldenInputs() throws -> [(String, SourceFileSyntax)] {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden")
        let files = FileManager.default.enumerator(atPath: golden.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".input.swift") }.sorted() ?? []
        #expect(files.count > 400)
        return try files.map { file in
            (file, Parser.parse(source: try String(contentsOf: golden.appendingPathComponent(file), encoding: .utf8)))
        }
    }

    final class LockedFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var flag = false
        var value: Bool { lock.withLock { flag } }
        func set(_ value: Bool) { lock.withLock { flag = value } }
    }
}
