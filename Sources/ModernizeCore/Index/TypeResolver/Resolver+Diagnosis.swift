import SwiftParser
import SwiftSyntax

/// `--type-report`'s classes: why an expression has no known type. Walks the expression as the
/// resolver does and names the innermost part that stopped it. Runs only when a question is
/// recorded, so it may repeat the resolver's work.
extension ExpressionTypeResolver {
    func diagnose(_ expression: ExprSyntax, in context: Context) -> UnknownShape {
        guard context.depth <= Self.maximumDepth else { return .expressionForm }
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            return diagnoseName(reference, in: context)
        case .memberAccessExpr(let access):
            guard let baseExpression = access.base else { return .implicitMember }
            guard let base = partial(baseExpression, in: context) else { return diagnose(baseExpression, in: context) }
            return diagnoseMember(access.declName.baseName.text, of: base.type.unwrapped, isStatic: false, context: context)
        case .functionCallExpr(let call):
            return diagnoseCall(call, in: context)
        case .optionalChainingExpr(let chaining): return diagnose(chaining.expression, in: context)
        case .forceUnwrapExpr(let unwrap): return diagnose(unwrap.expression, in: context)
        case .subscriptCallExpr(let subscriptCall):
            guard partial(subscriptCall.calledExpression, in: context) != nil else { return diagnose(subscriptCall.calledExpression, in: context) }
            return .expressionForm
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first { return diagnose(only.expression, in: context) }
            return .expressionForm
        case .tryExpr(let tryExpression): return diagnose(tryExpression.expression, in: context)
        case .awaitExpr(let awaitExpression): return diagnose(awaitExpression.expression, in: context)
        case .asExpr: return .cast
        case .keyPathExpr: return .keyPath
        case .closureExpr: return .closureResult
        case .sequenceExpr(let sequence):
            if sequence.elements.contains(where: { $0.is(UnresolvedAsExprSyntax.self) }) { return .cast }
            // The first operand the resolver cannot type is the likeliest culprit.
            for element in sequence.elements where !element.is(BinaryOperatorExprSyntax.self) && partial(element, in: context) == nil {
                if element.is(NilLiteralExprSyntax.self) { continue }
                return diagnose(element, in: context)
            }
            return .expressionForm
        default:
            return .expressionForm
        }
    }

    private func diagnoseName(_ reference: DeclReferenceExprSyntax, in context: Context) -> UnknownShape {
        let name = reference.baseName.text
        switch reference.baseName.tokenKind {
        case .keyword(.self), .keyword(.Self): return context.selfType == nil ? .global : .expressionForm
        case .dollarIdentifier: return .closureParameter
        default: break
        }
        if let declaration = Scopes.firstDeclaration(of: name, at: reference) {
            return diagnoseDeclaration(declaration, in: context.deeper())
        }
        if context.locals[name] != nil { return .expressionForm }
        if let selfType = context.selfType, hasMember(name, of: selfType, isStatic: context.isStatic) {
            return diagnoseMember(name, of: .named(selfType), isStatic: context.isStatic, context: context)
        }
        return diagnoseUndeclared(name, isType: name.first?.isUppercase == true)
    }

    private func diagnoseDeclaration(_ declaration: Syntax, in context: Context) -> UnknownShape {
        if let parameter = declaration.as(FunctionParameterSyntax.self) {
            // Readable as written but refused where it stands: a generic parameter in scope.
            if TypeRef(parameter.type) != nil, writtenType(parameter.type, at: parameter) == nil { return .genericParameter }
            return diagnoseWritten(parameter.type)
        }
        if let parameter = declaration.as(ClosureParameterSyntax.self) {
            return parameter.type.map(diagnoseWritten) ?? .closureParameter
        }
        if declaration.is(ClosureShorthandParameterSyntax.self) { return .closureParameter }
        if let capture = declaration.as(ClosureCaptureSyntax.self) {
            return capture.initializer.map { diagnose($0.value, in: context) } ?? .expressionForm
        }
        guard let pattern = declaration.as(IdentifierPatternSyntax.self) else { return .pattern }
        if let binding = pattern.parent?.as(PatternBindingSyntax.self) {
            if let annotation = binding.typeAnnotation { return diagnoseWritten(annotation.type) }
            guard let value = binding.initializer?.value else { return .expressionForm }
            return diagnose(value, in: context)
        }
        if let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self) {
            if let annotation = binding.typeAnnotation { return diagnoseWritten(annotation.type) }
            if let value = binding.initializer?.value { return diagnose(value, in: context) }
            return .expressionForm
        }
        if let forStatement = pattern.parent?.as(ForStmtSyntax.self) {
            guard partial(forStatement.sequence, in: context) != nil else { return diagnose(forStatement.sequence, in: context) }
            return .expressionForm
        }
        // Inside a tuple, `case let`, `let (a, b)`.
        return .pattern
    }

    private func diagnoseWritten(_ type: TypeSyntax) -> UnknownShape {
        if type.is(SomeOrAnyTypeSyntax.self) { return .opaqueResult }
        if type.is(FunctionTypeSyntax.self) || type.is(TupleTypeSyntax.self) { return .expressionForm }
        if let name = TypeRef(type)?.unwrapped.nominalName { return diagnoseTypeName(name) }
        return .expressionForm
    }

    private func diagnoseCall(_ call: FunctionCallExprSyntax, in context: Context) -> UnknownShape {
        let callee = call.calledExpression
        if callee.is(ClosureExprSyntax.self) { return .closureResult }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Scopes.firstDeclaration(of: name, at: reference) != nil { return .closureResult }
            // A closure-typed property or global called (`makeThing()` of `let makeThing: () -> Row`).
            if let selfType = context.selfType, hasMember(name, of: selfType, isStatic: context.isStatic) { return .closureResult }
            if index.globalsByName[name] != nil { return .closureResult }
            if let selfType = context.selfType, index.superclassChain(of: selfType).contains(where: { !index.functions(of: $0, named: name).isEmpty }) {
                return .unresolvedCall
            }
            if index.freeFunctions.contains(where: { $0.name == name }) { return .unresolvedCall }
            return diagnoseUndeclared(name, isType: name.first?.isUppercase == true)
        }
        guard let access = callee.as(MemberAccessExprSyntax.self) else { return .expressionForm }
        guard let baseExpression = access.base else { return .implicitMember }
        guard let base = partial(baseExpression, in: context) else { return diagnose(baseExpression, in: context) }
        guard let owner = base.type.unwrapped.nominalName ?? base.type.unwrapped.metatypeName else { return .sdkMember }
        return diagnoseOwner(owner, member: access.declName.baseName.text, isFunction: true)
    }

    func diagnoseMember(_ name: String, of type: TypeRef, isStatic: Bool) -> UnknownShape {
        diagnoseMember(name, of: type, isStatic: isStatic, context: Context(selfType: nil, isStatic: false, depth: 1))
    }

    private func diagnoseMember(_ name: String, of type: TypeRef, isStatic: Bool, context: Context) -> UnknownShape {
        var isStatic = isStatic
        var owner: String
        switch type.unwrapped {
        case .metatype(let inner):
            guard let inner = inner.nominalName else { return .expressionForm }
            (owner, isStatic) = (inner, true)
        case .named(let named, _): owner = named
        default: return .sdkMember  // a member of an array or a dictionary
        }
        // Two project types of this name (neither the only top-level one): which one is meant is unknown.
        if index.declarationCount(of: owner) > 1, !index.declares(owner) { return .ambiguousName }
        // The property exists with a type the resolver could not follow: why.
        for candidate in index.superclassChain(of: owner) {
            let properties = index.family(of: candidate).flatMap(\.properties).filter { $0.name == name && $0.isStatic == isStatic }
            guard let property = properties.first else { continue }
            if properties.count > 1 { return .ambiguousName }
            if let written = property.type {
                guard let parsed = TypeRef(parsing: written) else { return written.hasPrefix("some ") ? .opaqueResult : .expressionForm }
                let generics = Set(index.types(named: candidate).flatMap(\.genericParameters))
                if let nominal = parsed.unwrapped.nominalName, generics.contains(nominal) { return .genericParameter }
                return .expressionForm
            }
            guard let initializer = property.initializer else { return .expressionForm }
            var parser = Parser(initializer)
            let expression = ExprSyntax.parse(from: &parser)
            return diagnose(expression, in: Context(selfType: candidate, isStatic: property.isStatic, depth: context.depth + 1))
        }
        return diagnoseOwner(owner, member: name, isFunction: false)
    }

    /// A member `member` of `owner` that no indexed declaration gives a type.
    private func diagnoseOwner(_ owner: String, member: String, isFunction: Bool) -> UnknownShape {
        let declarations = index.types(named: owner).filter { $0.kind != .extension }
        if declarations.count > 1, index.declaration(of: owner) == nil { return .ambiguousName }
        if declarations.contains(where: { $0.attributes.contains("dynamicMemberLookup") }) { return .dynamicMember }
        if declarations.isEmpty {
            if sdk.knowsClass(owner) || Self.standardTypes.contains(owner) || sdk.constructible.contains(owner) || sdk.staticMembers[owner] != nil {
                return .sdkMember
            }
            return diagnoseTypeName(owner)
        }
        if isFunction, index.superclassChain(of: owner).contains(where: { !index.functions(of: $0, named: member).isEmpty }) { return .unresolvedCall }
        // Declared by the project, but not this member: in a file the index did not read?
        if let declared = TypeQuestionLog.current?.log.projectDeclarations.values[member],
           declared.contains(where: { !index.indexedPaths.contains($0) }) { return .fileNotIndexed }
        // An SDK superclass may declare it.
        if let root = index.superclassChain(of: owner).last, sdk.knowsClass(root) { return .sdkMember }
        return .projectMember
    }

    /// A type name the resolver did not find as a type.
    private func diagnoseTypeName(_ name: String) -> UnknownShape {
        if index.declarationCount(of: name) > 1 { return .ambiguousName }
        if index.declaresType(named: name) { return .expressionForm }
        return diagnoseUndeclared(name, isType: true)
    }

    /// A name no indexed declaration gives: where else it is declared.
    private func diagnoseUndeclared(_ name: String, isType: Bool) -> UnknownShape {
        guard let declarations = TypeQuestionLog.current?.log.projectDeclarations else { return .undeclared }
        if isType {
            if let files = declarations.swiftTypes[name], files.contains(where: { !index.indexedPaths.contains($0) }) { return .fileNotIndexed }
            if declarations.objectiveCTypes[name] != nil { return .objectiveCType }
        }
        if let files = declarations.values[name] {
            return files.contains(where: { !index.indexedPaths.contains($0) }) ? .fileNotIndexed : .global
        }
        if !isType, let files = declarations.swiftTypes[name], files.contains(where: { !index.indexedPaths.contains($0) }) { return .fileNotIndexed }
        return .undeclared
    }

    private func hasMember(_ name: String, of type: String, isStatic: Bool) -> Bool {
        index.superclassChain(of: type).contains { owner in
            index.family(of: owner).contains { family in family.properties.contains { $0.name == name && $0.isStatic == isStatic } }
        }
    }
}

extension TypeRef {
    /// `T` of `T.Type`.
    var metatypeName: String? {
        if case .metatype(let inner) = self { return inner.nominalName }
        return nil
    }
}
