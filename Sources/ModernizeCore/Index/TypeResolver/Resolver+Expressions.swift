import SwiftSyntax

extension ExpressionTypeResolver {
    // MARK: Expressions

    func type(of expression: ExprSyntax, in context: Context) -> ResolvedType {
        guard context.depth <= Self.maximumDepth, let partial = partial(expression, in: context) else { return .unknown }
        return .known(partial.finished)
    }

    /// `super`: the superclass of the class around it, when that is a class the project or the
    /// SDK facts declare (a first inherited name may be a protocol the index does not know).
    func superclassType(in context: Context) -> TypeRef? {
        guard let selfType = context.selfType, let superclass = index.superclass(of: selfType),
              index.declaration(of: superclass)?.kind == .class || sdk.knowsClass(superclass) else { return nil }
        return .named(superclass)
    }

    func partial(_ expression: ExprSyntax, in context: Context) -> Partial? {
        func done(_ type: TypeRef?) -> Partial? { type.map { Partial(type: $0, chained: false) } }
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return done(.named("Int"))
        case .floatLiteralExpr: return done(.named("Double"))
        case .stringLiteralExpr: return done(.named("String"))
        case .booleanLiteralExpr: return done(.named("Bool"))
        // The user's build index first, where it has a fresh record of the file (issue 45).
        case .declReferenceExpr(let reference): return buildIndexType(of: expression) ?? done(referenceType(reference, in: context))
        case .memberAccessExpr(let access): return buildIndexType(of: expression) ?? memberAccess(access, in: context)
        case .functionCallExpr(let call): return buildIndexType(of: expression) ?? self.call(call, in: context)
        case .optionalChainingExpr(let chaining):
            guard let inner = partial(chaining.expression, in: context) else { return nil }
            return Partial(type: inner.type.unwrapped, chained: true)
        case .forceUnwrapExpr(let unwrap):
            guard let inner = partial(unwrap.expression, in: context) else { return nil }
            return Partial(type: inner.type.unwrapped, chained: inner.chained)
        case .subscriptCallExpr(let subscriptCall):
            guard let base = partial(subscriptCall.calledExpression, in: context) else { return nil }
            switch base.type.unwrapped {
            case .array(let element) where subscriptCall.arguments.count == 1 && subscriptCall.arguments.first?.label == nil:
                return Partial(type: element, chained: base.chained)
            case .dictionary(_, let value) where subscriptCall.arguments.count == 1 && subscriptCall.arguments.first?.label == nil:
                return Partial(type: value.asOptional, chained: base.chained)
            default: return nil
            }
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
            return done(type(of: only.expression, in: context).type)
        case .tryExpr(let tryExpression):
            let inner = type(of: tryExpression.expression, in: context).type
            return done(tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? inner?.asOptional : inner)
        case .awaitExpr(let awaitExpression): return done(type(of: awaitExpression.expression, in: context).type)
        case .sequenceExpr(let sequence): return done(sequenceType(Array(sequence.elements)[...], in: context))
        case .arrayExpr(let array):
            let elements = Set(array.elements.map { type(of: $0.expression, in: context) })
            guard elements.count == 1, let element = elements.first?.type else { return nil }
            return done(.array(element))
        case .prefixOperatorExpr(let prefix):
            if prefix.operator.text == "!" { return done(.named("Bool")) }
            return done(type(of: prefix.expression, in: context).type)
        case .genericSpecializationExpr(let specialization):
            return done(typeReference(ExprSyntax(specialization), in: context).map(TypeRef.metatype))
        case .ternaryExpr(let ternary):
            return done(branches(ternary.thenExpression, ternary.elseExpression, in: context))
        case .asExpr(let cast):
            guard let target = TypeRef(cast.type) else { return nil }
            return done(cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? target.asOptional : target)
        case .isExpr: return done(.named("Bool"))
        case .superExpr: return done(superclassType(in: context))
        default: return nil
        }
    }
}
