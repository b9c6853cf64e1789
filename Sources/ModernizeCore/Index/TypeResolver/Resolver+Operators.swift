import SwiftSyntax

extension ExpressionTypeResolver {
    /// `a == b ? .x : .y`, `x ?? y`, `v as? T`, `a && b`: the operators are not folded in the
    /// tree, so the lowest-precedence operator of the slice decides (ternary, then `||`/`&&` and
    /// comparisons, then `??`, then casts); anything else must agree on one type.
    func sequenceType(_ elements: ArraySlice<ExprSyntax>, in context: Context) -> TypeRef? {
        guard !elements.isEmpty else { return nil }
        if elements.count == 1, let only = elements.first { return type(of: only, in: context).type }
        if elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) { return nil }
        if let ternaryIndex = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self) {
            return branchTypes(type(of: ternary.thenExpression, in: context), elseType: sequenceType(elements[(ternaryIndex + 1)...], in: context),
                               then: ternary.thenExpression, elseSlice: elements[(ternaryIndex + 1)...])
        }
        let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        let booleanOperators: Set<String> = ["||", "&&", "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~="]
        if operators.contains(where: booleanOperators.contains) { return .named("Bool") }
        if let coalescing = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) {
            guard let left = sequenceType(elements[..<coalescing], in: context) else { return nil }
            let rightSlice = elements[(coalescing + 1)...]
            if let right = sequenceType(rightSlice, in: context) {
                return right.nominalName == left.unwrapped.nominalName || right.unwrapped == left.unwrapped ? right : nil
            }
            // An implicit member (`.default`) or a literal is the unwrapped type, never an optional.
            if rightSlice.count == 1, let only = rightSlice.first,
               let member = only.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text != "none" {
                return left.unwrapped
            }
            return nil
        }
        if elements.count >= 3, let cast = elements[elements.index(elements.endIndex, offsetBy: -2)].as(UnresolvedAsExprSyntax.self),
           let target = elements.last?.as(TypeExprSyntax.self).flatMap({ TypeRef($0.type) }) {
            return cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? target.asOptional : target
        }
        if elements.contains(where: { $0.is(UnresolvedIsExprSyntax.self) }) { return .named("Bool") }
        // Arithmetic and the like: every operand of one type.
        let operands = elements.enumerated().filter { $0.offset % 2 == 0 }.map { type(of: $0.element, in: context) }
        let distinct = Set(operands)
        guard distinct.count == 1, let only = distinct.first?.type else { return nil }
        return only
    }

    func branches(_ then: ExprSyntax, _ otherwise: ExprSyntax, in context: Context) -> TypeRef? {
        branchTypes(type(of: then, in: context), elseType: type(of: otherwise, in: context).type, then: then, elseSlice: [otherwise][...])
    }

    /// Both branches of a ternary agree, or one is `nil` (then the other, optional).
    func branchTypes(_ thenType: ResolvedType, elseType: TypeRef?, then: ExprSyntax, elseSlice: ArraySlice<ExprSyntax>) -> TypeRef? {
        let elseIsNil = elseSlice.count == 1 && elseSlice.first?.is(NilLiteralExprSyntax.self) == true
        if then.is(NilLiteralExprSyntax.self) { return elseType?.asOptional }
        if elseIsNil { return thenType.type?.asOptional }
        guard let thenType = thenType.type, let elseType else { return nil }
        if thenType == elseType { return thenType }
        if thenType.unwrapped == elseType.unwrapped { return thenType.asOptional }
        return nil
    }
}
