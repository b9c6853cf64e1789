import SwiftParser
import SwiftSyntax

/// The type of an expression, from the file's own syntax (locals, parameters, `self`) and the
/// project index (members, return types, across extensions and files) plus `SDKFacts`, without
/// a type checker. Every form it does not follow answers `.unknown`, never a guess: a rule then
/// takes its conservative tier.
public struct ExpressionTypeResolver {
    public let index: ProjectIndex
    public let sdk: SDKFacts
    /// Following a local's initializer to another local's ... ends here (`let x = x.y` too).
    static let maximumDepth = 12

    public init(index: ProjectIndex, sdk: SDKFacts = .shared) {
        self.index = index
        self.sdk = sdk
    }

    /// The type of `expression`, an expression in a file's tree.
    public func type(of expression: ExprSyntax) -> ResolvedType {
        let context = Context(of: expression)
        let answer = type(of: expression, in: context)
        if let scope = TypeQuestionLog.current {
            scope.record(expression, answer: answer, shape: diagnose(expression, in: context), fromBuild: buildIndexType(of: expression) != nil)
        }
        return answer
    }

    /// The type of `expression` where the code around it expects `contextualType` (the
    /// parameter type of the call it is an argument of, a declared result): an implicit member
    /// chain (`.primary`, `.init(white: 0.5)`, `.red.opacity(0.5)`) has that type, unwrapped
    /// (the language requires it); anything else is typed as by `type(of:)`. `.none` in an
    /// optional context is `nil`, not a member: unknown.
    public func type(of expression: ExprSyntax, contextualType: TypeRef) -> ResolvedType {
        // `flag ? .red : .blue`, `flag ? .red : nil`: each branch takes the context too.
        if let branches = Self.ternaryBranches(of: expression) {
            let answers = branches.map { branch -> ResolvedType in
                branch.is(NilLiteralExprSyntax.self) ? .known(contextualType.asOptional) : contextualAnswer(branch, contextualType)
            }
            let known = Set(answers.compactMap(\.type))
            let answer: ResolvedType
            if answers.contains(.unknown) || known.isEmpty {
                answer = .unknown
            } else if known.count == 1 {
                answer = .known(known.first!)
            } else {
                // A value and nil: the optional.
                answer = Set(known.map(\.unwrapped)).count == 1 ? .known(known.first!.asOptional) : .unknown
            }
            TypeQuestionLog.current?.record(expression, answer: answer, shape: diagnose(expression, in: Context(of: expression)))
            return answer
        }
        guard Self.implicitMemberRoot(of: expression) != nil else { return type(of: expression) }
        let answer = contextualAnswer(expression, contextualType)
        TypeQuestionLog.current?.record(expression, answer: answer, shape: .implicitMember)
        return answer
    }

    /// One branch in a context: an implicit member chain has the context's type, anything else its own.
    private func contextualAnswer(_ expression: ExprSyntax, _ contextualType: TypeRef) -> ResolvedType {
        guard let root = Self.implicitMemberRoot(of: expression) else { return type(of: expression, in: Context(of: expression)) }
        return contextualType.isOptional && root.declName.baseName.text == "none" ? .unknown : .known(contextualType.unwrapped)
    }

    /// The two branches of `c ? a : b` (a ternary expression, or a sequence holding one), else nil.
    static func ternaryBranches(of expression: ExprSyntax) -> [ExprSyntax]? {
        if let ternary = expression.as(TernaryExprSyntax.self) { return [ternary.thenExpression, ternary.elseExpression] }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index + 2 == elements.count else { return nil }
        return [ternary.thenExpression, elements[index + 1]]
    }

    /// The `.member` an implicit member chain starts with (`.red` of `.red.opacity(0.5)`), through
    /// parentheses, calls, member accesses and `?` / `!`; nil for any other expression.
    static func implicitMemberRoot(of expression: ExprSyntax) -> MemberAccessExprSyntax? {
        var current = expression
        while true {
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                current = only.expression
            } else if let access = current.as(MemberAccessExprSyntax.self) {
                guard let base = access.base else { return access }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let chaining = current.as(OptionalChainingExprSyntax.self) {
                current = chaining.expression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else {
                return nil
            }
        }
    }

    /// The type of an expression written as text (an index fact such as a property's initial
    /// value), evaluated inside `type` (`self`, implicit members) with no locals.
    /// `locals`: the types of locals the text names (recorded with the fact, such as
    /// `IndexedUse.receiverLocalType`); a local mapped to nil is unknown, never a member of `type`.
    public func type(ofText text: String, inType type: String?, isStatic: Bool = false, locals: [String: TypeRef?] = [:]) -> ResolvedType {
        answer(text: text, location: nil, inType: type, isStatic: isStatic, locals: locals)
    }

    /// `type(ofText:)` for text the index read at `location` (where the text starts in that
    /// file: an argument, an initial value): the build index answers first for the name the
    /// text ends with, as it does for an expression of the file being migrated, so a project-wide
    /// decision and each file's own agree.
    public func type(ofText text: String, at location: IndexLocation?, inType type: String?, isStatic: Bool = false, locals: [String: TypeRef?] = [:]) -> ResolvedType {
        if let location {
            var parser = Parser(text)
            let expression = ExprSyntax.parse(from: &parser)
            if !expression.hasError, let built = buildIndexType(ofText: expression, startingAt: location) {
                TypeQuestionLog.current?.record(text: text, location: location, answer: .known(built), shape: nil, fromBuild: true)
                return .known(built)
            }
        }
        return answer(text: text, location: location, inType: type, isStatic: isStatic, locals: locals)
    }

    /// `type(ofText:)`, recorded as one question at `location`.
    private func answer(text: String, location: IndexLocation?, inType type: String?, isStatic: Bool, locals: [String: TypeRef?]) -> ResolvedType {
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        guard !expression.hasError else {
            TypeQuestionLog.current?.record(text: text, location: location, answer: .unknown, shape: .expressionForm)
            return .unknown
        }
        var context = Context(selfType: type, isStatic: isStatic, depth: 1)
        context.locals = locals
        let answer = self.type(of: expression, in: context)
        TypeQuestionLog.current?.record(text: text, location: location, answer: answer, shape: diagnose(expression, in: context))
        return answer
    }

    /// `type(ofText:)` without recording: a step of a larger question.
    func unrecordedType(ofText text: String, inType type: String?, isStatic: Bool, locals: [String: TypeRef?]) -> ResolvedType {
        var parser = Parser(text)
        let expression = ExprSyntax.parse(from: &parser)
        guard !expression.hasError else { return .unknown }
        var context = Context(selfType: type, isStatic: isStatic, depth: 1)
        context.locals = locals
        return self.type(of: expression, in: context)
    }

    /// The type of a recorded use's receiver (`IndexedUse.receiver`), in the code of `type`, with
    /// the local it starts with typed as the index recorded it (`receiverLocalType`).
    public func type(ofReceiverOf use: IndexedUse, inType type: String?, isStatic: Bool) -> ResolvedType {
        // The type the compiler looked the member up on, where the build index has the file.
        if let built = buildIndexReceiverType(of: use) {
            TypeQuestionLog.current?.record(text: use.receiver, location: use.location, answer: .known(built), shape: nil, fromBuild: true)
            return .known(built)
        }
        var locals: [String: TypeRef?] = [:]
        if let local = use.receiverLocalType {
            var localType = local.isEmpty ? nil : TypeRef(parsing: local)
            // `guard let feature = selection.paidFeature`: the bound value's type, unwrapped
            // (an `if let` / `guard let` binds the wrapped value; a plain `let` of an optional
            // is only used through `?.`, which the receiver text then spells).
            if localType == nil, let value = use.receiverLocalValue {
                var valueLocals: [String: TypeRef?] = [:]
                if let root = use.receiverLocalValueRootType {
                    valueLocals[Self.leadingName(value)] = .some(root.isEmpty ? nil : TypeRef(parsing: root))
                }
                localType = unrecordedType(ofText: value, inType: type, isStatic: isStatic, locals: valueLocals).type?.unwrapped
            }
            locals[Self.leadingName(use.receiver)] = .some(localType)
        }
        return answer(text: use.receiver, location: use.location, inType: type, isStatic: isStatic, locals: locals)
    }

    /// `feature` in `feature.objectWillChange`.
    static func leadingName(_ text: String) -> String {
        String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    // MARK: Questions rules ask

    /// The class `name`, then its superclasses: the project's, then the SDK's (`["Cell", "UITableViewCell", "UIView", ...]`).
    public func classChain(of name: String) -> [String] {
        let project = index.superclassChain(of: name)
        return project + sdk.superclassChain(of: project.last!).filter { !project.contains($0) }
    }

    /// Is the type `name` the class `ancestor` or a subclass of it, as far as the project and the SDK facts show?
    public func isSubclass(_ name: String, of ancestor: String) -> Bool {
        classChain(of: name).contains(ancestor)
    }

    /// Is the type main-actor isolated: `@MainActor` on it or a project superclass, or an SDK
    /// class the facts list as main-actor (`UIResponder` and below, `SKNode` on iOS)?
    public func isMainActor(_ name: String) -> Bool {
        for type in classChain(of: name) {
            if sdk.isMainActor(type) { return true }
            if index.types(named: type).contains(where: { $0.attributes.contains("MainActor") }) { return true }
        }
        return false
    }

    /// The declared type of a member of `type`: the project's declaration, extensions and
    /// superclasses first, then the SDK's. Unknown when none says, or the project declares
    /// several types of that name.
    public func memberType(_ name: String, of type: String, isStatic: Bool) -> ResolvedType {
        let answer = memberType(name, of: type, isStatic: isStatic, depth: 1)
        TypeQuestionLog.current?.record(
            text: "\(type)\(isStatic ? "." : "().")\(name)", location: nil, answer: answer, shape: diagnoseMember(name, of: .named(type), isStatic: isStatic))
        return answer
    }
}
