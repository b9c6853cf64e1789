import Foundation
import SwiftSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 45: the resolver asks the user's build index first. What the compiler recorded for the
/// identifier an expression ends with (`row` of `sampleRow.row`, `render` of `cell.render()`)
/// names its declaration, whose USR carries the declared type; a member use recorded in
/// another file names its receiver's type. The source resolver answers where the store has no
/// fresh record of the file, or the recorded type is generic (`first` of any collection is
/// declared `A.Element?`: the store says the declaration's type, not the use's).
///
/// The store is reached through a scope the engine opens per file (`BuildIndexScope`), like
/// `TypeQuestionLog`'s: rules ask as they always did.
public final class BuildIndexScope: @unchecked Sendable {
    let store: BuildIndexStore
    /// The file being migrated: its tree, and its record when fresh.
    let tree: SyntaxIdentifier
    let parsed: ParsedSource
    let file: BuildIndexFile?
    /// Display path -> path on disk, for a use recorded in another file of the run.
    let readPaths: [String: String]
    private let lock = NSLock()
    private var others: [String: BuildIndexFile?] = [:]

    init(store: BuildIndexStore, parsed: ParsedSource, readPath: String, readPaths: [String: String]) {
        self.store = store
        self.tree = parsed.tree.id
        self.parsed = parsed
        self.readPaths = readPaths
        self.file = store.file(URL(fileURLWithPath: readPath).standardizedFileURL.resolvingSymlinksInPath().path, text: parsed.lines)
    }

    /// The record of another file of the run (by its display path), read once per scope.
    func file(displayPath: String) -> BuildIndexFile? {
        guard let path = readPaths[displayPath] else { return nil }
        if let known = lock.withLock({ others[path] }) { return known }
        let read = store.file(path)
        lock.withLock { others[path] = read }
        return read
    }

    // MARK: Thread-local scope

    private final class Box { let scope: BuildIndexScope?; init(_ scope: BuildIndexScope?) { self.scope = scope } }
    nonisolated(unsafe) static var isActive = false
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static var current: BuildIndexScope? {
        guard isActive, let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue().scope
    }

    /// Runs `body` with the store's answers for the file `parsed` (read from `readPath`).
    static func with<Result>(_ store: BuildIndexStore?, parsed: ParsedSource, readPath: String, readPaths: [String: String], _ body: () throws -> Result) rethrows -> Result {
        guard let store else { return try body() }
        isActive = true
        let box = Box(BuildIndexScope(store: store, parsed: parsed, readPath: readPath, readPaths: readPaths))
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(box).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try withExtendedLifetime(box) { try body() }
    }
}

extension ExpressionTypeResolver {
    /// The store's type for `expression` (a name, a member, a call of either), when the file's
    /// record is fresh and the declaration's type is concrete; nil otherwise.
    func buildIndexType(of expression: ExprSyntax) -> Partial? {
        guard let scope = BuildIndexScope.current, let file = scope.file, expression.root.id == scope.tree else { return nil }
        let (token, isCall) = Self.endingName(of: expression)
        guard let token else { return nil }
        let position = scope.parsed.position(of: token.positionAfterSkippingLeadingTrivia.utf8Offset)
        let occurrences = file.occurrences(atLine: position.line, column: position.column).filter { !$0.roles.contains(.implicit) }
        guard let occurrence = occurrences.first(where: { $0.symbol.name.hasPrefix(token.text) || $0.symbol.kind == .constructor }) else { return nil }
        guard let type = declaredType(of: occurrence.symbol, called: isCall) else { return nil }
        return Partial(type: type, chained: Self.chainsOptionally(expression))
    }

    /// The store's type for text that starts at `location` (an argument or initial value the
    /// index recorded): the occurrence of the name the text ends with, at its place in the file.
    func buildIndexType(ofText expression: ExprSyntax, startingAt location: IndexLocation) -> TypeRef? {
        guard let scope = BuildIndexScope.current, let file = scope.file(displayPath: location.path) else { return nil }
        let (token, isCall) = Self.endingName(of: expression)
        guard let token else { return nil }
        // The text is the source from `location` on: the token's line and UTF-8 column there.
        let before = expression.root.syntaxTextBytes.prefix(token.positionAfterSkippingLeadingTrivia.utf8Offset)
        let newlines = before.filter { $0 == UInt8(ascii: "\n") }.count
        let column = newlines == 0
            ? location.position.column + before.count
            : before.count - (before.lastIndex(of: UInt8(ascii: "\n")) ?? 0)
        let occurrences = file.occurrences(atLine: location.position.line + newlines, column: column).filter { !$0.roles.contains(.implicit) }
        guard let occurrence = occurrences.first(where: { $0.symbol.name == token.text || $0.symbol.name.hasPrefix(token.text + "(") || $0.symbol.kind == .constructor }),
              let type = declaredType(of: occurrence.symbol, called: isCall) else { return nil }
        return Self.chainsOptionally(expression) ? type.asOptional : type
    }

    /// The type of the receiver of a member use recorded in another file (`use.location`'s line):
    /// the type the compiler looked the member up on.
    func buildIndexReceiverType(of use: IndexedUse) -> TypeRef? {
        guard let scope = BuildIndexScope.current, let file = scope.file(displayPath: use.location.path) else { return nil }
        let line = file.occurrences(onLine: use.location.position.line, columns: use.location.position.column..<Int.max)
        let matches = line.filter { $0.symbol.name == use.name || $0.symbol.name.hasPrefix(use.name + "(") }
        guard matches.count == 1, let receiver = matches.first?.related(.receivedBy), receiver.language == .swift || receiver.language == .objectiveC,
              Self.isConcreteName(receiver.name) else { return nil }
        return .named(receiver.name)
    }

    /// A declaration's type as Swift spells it; nil for a type name used as a value, a generic
    /// declaration, or what the demangler cannot read.
    private func declaredType(of symbol: BuildIndexSymbol, called: Bool) -> TypeRef? {
        switch symbol.language {
        case .swift:
            let written: String?
            switch symbol.kind {
            case .variable, .instanceProperty, .classProperty, .staticProperty, .parameter, .field:
                let declared = SwiftUSRType.declaredType(ofUSR: symbol.usr)
                // A stored closure called (`makeSettings()`): its function type's result.
                written = called ? declared.flatMap(SwiftUSRType.resultOfCalling) : declared
            case .function, .instanceMethod, .classMethod, .staticMethod, .constructor:
                written = called ? SwiftUSRType.resultType(ofUSR: symbol.usr) : nil
            default:
                written = nil
            }
            guard let written, !Self.mentionsPlaceholder(written), let type = TypeRef(parsing: written) else { return nil }
            return type
        case .objectiveC:
            // `c:objc(cs)UITableViewCell(py)textLabel`: the member's type as the SDK facts or a header say.
            guard let objectiveC = ObjectiveCUSR(symbol.usr), let member = objectiveC.member, member.kind == .property, !called else { return nil }
            return memberType(member.name, of: objectiveC.typeName, isStatic: false, depth: 1).type
        default:
            return nil
        }
    }

    /// The identifier an expression's value comes from, and whether it is called: `row` of
    /// `sample.row`, `render` of `cell.render()`, `Row` of `Row(...)`.
    static func endingName(of expression: ExprSyntax) -> (TokenSyntax?, Bool) {
        var current = expression
        var isCall = false
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), !isCall {
                isCall = true
                current = call.calledExpression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                guard case .identifier = reference.baseName.tokenKind else { return (nil, isCall) }
                return (reference.baseName, isCall)
            } else if let access = current.as(MemberAccessExprSyntax.self), access.base != nil {
                return (access.declName.baseName, isCall)
            } else {
                return (nil, isCall)
            }
        }
    }

    /// `a?.b`, `a?.b.c()`: an optional chain ends in the expression.
    static func chainsOptionally(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            current = node.as(MemberAccessExprSyntax.self)?.base ?? node.as(FunctionCallExprSyntax.self)?.calledExpression
                ?? node.as(ForceUnwrapExprSyntax.self)?.expression
        }
        return false
    }

    /// The demangler spells generic parameters `A`, `B`, ... (`A.Element`, `[A]`): such a
    /// declared type is the declaration's, not the use's.
    static func mentionsPlaceholder(_ written: String) -> Bool {
        written.range(of: #"(^|[^A-Za-z0-9_])[A-Z][0-9]*($|[^A-Za-z0-9_])"#, options: .regularExpression) != nil
            || written.contains("τ_")
    }

    static func isConcreteName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter else { return false }
        return name.count > 1 && !name.contains("<")
    }
}
