import ModernizeCore
import SwiftSyntax

/// What a hand-written `animatableData` does: a getter returning stored properties (one, or
/// nested `AnimatablePair`s of them) and a setter storing each component of `newValue` back
/// into the same property. Anything else is a reason, kept to explain the finding.
struct AnimatableDataMapping {
    /// Property name -> its path in the value (`["first"]`, `["second", "first"]`, `[]`).
    let paths: [String: [String]]

    enum Failure: Error {
        case reason(String, Syntax)
    }

    /// The mapping, or why there is none.
    static func of(_ binding: PatternBindingSyntax, stored: Set<String>) -> Result<AnimatableDataMapping, Failure> {
        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
              let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
              let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }), accessors.count == 2 else {
            return .failure(.reason("it is not a plain `get` / `set` pair", Syntax(binding)))
        }
        guard let body = getter.body, body.statements.count == 1, let item = body.statements.first?.item else {
            return .failure(.reason("its getter runs several statements", Syntax(getter)))
        }
        let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let returned else { return .failure(.reason("its getter does not return a value", Syntax(getter))) }
        var getterPaths: [String: [String]] = [:]
        if let failure = collect(returned, path: [], into: &getterPaths, stored: stored) { return .failure(failure) }
        let newValue = setter.parameters?.name.text ?? "newValue"
        var setterPaths: [String: [String]] = [:]
        for statement in setter.body?.statements ?? [] {
            guard let list = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)?.elements, list.count == 3,
                  Array(list)[1].is(AssignmentExprSyntax.self), let property = FlagPresentation.propertyName(Array(list)[0]),
                  let path = Self.path(Array(list)[2], from: newValue) else {
                return .failure(.reason("its setter does more than store `\(newValue)` back (`\(statement.trimmedDescription)`)", Syntax(statement)))
            }
            guard setterPaths[property] == nil else {
                return .failure(.reason("its setter stores `\(property)` twice", Syntax(statement)))
            }
            setterPaths[property] = path
        }
        guard setterPaths == getterPaths else {
            return .failure(.reason("its setter does not store back exactly what its getter reads", Syntax(setter)))
        }
        return .success(AnimatableDataMapping(paths: getterPaths))
    }

    /// `a`, `self.a`, `AnimatablePair(x, y)` / `.init(x, y)` of those.
    private static func collect(_ expression: ExprSyntax, path: [String], into paths: inout [String: [String]], stored: Set<String>) -> Failure? {
        if let property = FlagPresentation.propertyName(expression) {
            guard stored.contains(property) else {
                return .reason("its getter reads `\(property)`, which is not a stored `var` of this type", Syntax(expression))
            }
            guard paths[property] == nil else { return .reason("its getter reads `\(property)` twice", Syntax(expression)) }
            paths[property] = path
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 2, call.arguments.allSatisfy({ $0.label == nil }), call.trailingClosure == nil {
            let callee = call.calledExpression.trimmedDescription
            if callee == "AnimatablePair" || callee == ".init" || callee.hasPrefix("AnimatablePair<") {
                let arguments = Array(call.arguments)
                if let failure = collect(arguments[0].expression, path: path + ["first"], into: &paths, stored: stored) { return failure }
                return collect(arguments[1].expression, path: path + ["second"], into: &paths, stored: stored)
            }
        }
        return .reason("its getter computes `\(expression.trimmedDescription)` rather than returning stored properties", Syntax(expression))
    }

    /// `newValue` -> `[]`, `newValue.first` -> `["first"]`, `newValue.second.first` -> `["second", "first"]`.
    private static func path(_ expression: ExprSyntax, from newValue: String) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == newValue ? [] : nil }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              ["first", "second"].contains(member.declName.baseName.text), let prefix = path(base, from: newValue) else { return nil }
        return prefix + [member.declName.baseName.text]
    }
}
