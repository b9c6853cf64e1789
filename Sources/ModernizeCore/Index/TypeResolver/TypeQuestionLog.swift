import Foundation
import SwiftSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--type-report` (issue 44): every type question a rule asks while it looks at a file, with
/// the answer and, for an unknown one, the shape of expression that stopped the resolver
/// (`UnknownShape`). A user who sees a finding can ask why the type was unknown; the team
/// measures the resolver on real code with it.
///
/// Off by default and then free: the resolver checks one flag. On, the engine opens a scope
/// (the rule, the file) around each rule's first look at a file (`withScope`), on the thread
/// that runs it, and every resolver made inside it records into the log.
public final class TypeQuestionLog: @unchecked Sendable {
    public struct Question: Sendable, Codable, Hashable {
        public let rule: String
        /// The file the rule was looking at when it asked, as the run names it.
        public let scope: String
        /// Where the expression is (the scope, or the file of a recorded use).
        public let path: String
        /// 1-based; 0 when the question had no place (an expression given as text).
        public let line: Int
        public let column: Int
        /// The expression as written, on one line and shortened.
        public let expression: String
        /// The type, or nil when unknown.
        public let answer: String?
        public let shape: UnknownShape?
        /// Where the answer came from: `source` (this tool's resolver) or `build` (the build's index).
        public var origin = "source"
    }

    private let lock = NSLock()
    /// A rule asking the same question twice (a helper and its caller) counts once.
    private var recorded: Set<Question> = []
    /// Declarations in every project file, for telling "declared in a file the index did not
    /// read" from "declared nowhere" (`UnknownShape.fileNotIndexed`). Set by the run before
    /// rules run (`MigrationRun.run(files:)`), read only after.
    public internal(set) var projectDeclarations: ProjectDeclarations

    public init(projectDeclarations: ProjectDeclarations = ProjectDeclarations()) {
        self.projectDeclarations = projectDeclarations
    }

    public var questions: [Question] {
        // Every field decides (the same question asked from two files differs by scope only):
        // the set's order changes from run to run.
        lock.withLock { Array(recorded) }.sorted { first, second in
            let (a, b) = ((first.path, first.line, first.column, first.rule, first.expression, first.scope),
                          (second.path, second.line, second.column, second.rule, second.expression, second.scope))
            if a != b { return a < b }
            return (first.answer ?? "", first.shape?.rawValue ?? "", first.origin) < (second.answer ?? "", second.shape?.rawValue ?? "", second.origin)
        }
    }

    func record(_ question: Question) { _ = lock.withLock { recorded.insert(question) } }

    // MARK: Scope

    /// The rule and file whose questions are being recorded on this thread.
    struct Scope {
        let log: TypeQuestionLog
        let rule: String
        let parsed: ParsedSource
        let displayPath: String
    }

    /// Set once a run records: until then no resolver looks for a scope.
    nonisolated(unsafe) static var isActive = false

    private final class ScopeBox { let scope: Scope?; init(_ scope: Scope?) { self.scope = scope } }
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static var current: Scope? {
        guard isActive, let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<ScopeBox>.fromOpaque(raw).takeUnretainedValue().scope
    }

    /// Runs `body` with questions recorded for `rule` in `parsed` (named `displayPath`).
    public func withScope<Result>(rule: String, parsed: ParsedSource, displayPath: String, _ body: () throws -> Result) rethrows -> Result {
        Self.isActive = true
        let box = ScopeBox(Scope(log: self, rule: rule, parsed: parsed, displayPath: displayPath))
        let previous = pthread_getspecific(Self.key)
        pthread_setspecific(Self.key, Unmanaged.passUnretained(box).toOpaque())
        defer { pthread_setspecific(Self.key, previous) }
        return try withExtendedLifetime(box) { try body() }
    }
}

extension TypeQuestionLog.Scope {
    /// Records a question about `expression` (a node of this scope's tree, or of another tree:
    /// then it has no place here).
    func record(_ expression: ExprSyntax, answer: ResolvedType, shape: @autoclosure () -> UnknownShape?, fromBuild: Bool = false) {
        let inThisFile = expression.root.id == parsed.tree.root.id
        let position = inThisFile ? parsed.position(of: expression.positionAfterSkippingLeadingTrivia.utf8Offset) : nil
        var question = TypeQuestionLog.Question(
            rule: rule, scope: displayPath, path: displayPath, line: position?.line ?? 0, column: position?.column ?? 0,
            expression: Self.shortened(expression.trimmedDescription), answer: answer.type?.description, shape: answer.type == nil ? shape() : nil)
        if fromBuild { question.origin = "build" }
        log.record(question)
    }

    /// Records a question asked as text (a recorded use's receiver, a member by name).
    func record(text: String, location: IndexLocation?, answer: ResolvedType, shape: @autoclosure () -> UnknownShape?, fromBuild: Bool = false) {
        var question = TypeQuestionLog.Question(
            rule: rule, scope: displayPath, path: location?.path ?? displayPath, line: location?.position.line ?? 0, column: location?.position.column ?? 0,
            expression: Self.shortened(text), answer: answer.type?.description, shape: answer.type == nil ? shape() : nil)
        if fromBuild { question.origin = "build" }
        log.record(question)
    }

    static func shortened(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count > 80 ? String(flat.prefix(77)) + "..." : flat
    }
}
