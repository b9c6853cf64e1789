import ModernizeCore
import SwiftSyntax

/// Does a `register` call run exactly once per owner, before the first dequeue? A
/// registration created more than once leaks, and one created inside the cell provider makes
/// iOS 15+ raise an exception, so only these places are accepted: `viewDidLoad`, `loadView`,
/// `awakeFromNib`, an initializer, or a method that only those call in this file.
enum RegistrationTiming {
    case once(place: String, remark: String?)
    case blocked(String)

    static let runOnce: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib", "init"]

    static func of(_ register: FunctionCallExprSyntax, in tree: SourceFileSyntax) -> RegistrationTiming {
        let body = Ancestors.nearest(above: register) { Ancestors.isFunctionLike($0) || $0.is(VariableDeclSyntax.self) }
        if let closure = body?.as(ClosureExprSyntax.self) {
            return .blocked(closureReason(closure))
        }
        if body?.is(InitializerDeclSyntax.self) == true { return .once(place: "`init`", remark: nil) }
        guard let function = body?.as(FunctionDeclSyntax.self) else {
            return .blocked("it is not in a method body (a property initialiser or accessor), so when and how often it runs is not known")
        }
        let name = function.name.text
        if isCellProvider(function) {
            let selector = name + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
            return .blocked("it is in `\(selector)`, which runs for every cell; iOS 15+ raises an exception for registrations created inside the cell provider, and one per dequeue leaks")
        }
        if runOnce.contains(name) { return .once(place: "`\(name)`", remark: nil) }
        // A setup method: every call to it in this file must be in a run-once method.
        let callers = SyntaxSearch.all(FunctionCallExprSyntax.self, in: tree) { call in
            let called = call.calledExpression
            let calledName = called.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? called.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
            return calledName == name
        }
        let places = callers.map { caller -> String? in
            guard Ancestors.innermostClosure(around: caller) == nil,
                  let body = Ancestors.nearest(above: caller, where: Ancestors.isFunctionLike) else { return nil }
            if body.is(InitializerDeclSyntax.self) { return "init" }
            guard let function = body.as(FunctionDeclSyntax.self), runOnce.contains(function.name.text) else { return nil }
            return function.name.text
        }
        guard !callers.isEmpty, places.allSatisfy({ $0 != nil }) else {
            return .blocked("it is in `\(name)`, which may run more than once (it is not `viewDidLoad`, `loadView`, `awakeFromNib` or an initializer, nor only called from them in this file); a registration re-created on each call leaks")
        }
        let isPrivate = function.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        let from = ProseList.join(Array(Set(places.compactMap { $0 })).sorted().map { "`\($0)`" })
        return .once(
            place: "`\(name)` (called only from \(from) in this file)",
            remark: isPrivate ? nil : "`\(name)` is not private: check no other file calls it, or the registration is re-created")
    }

    /// A method that dequeues for UIKit: `collectionView(_:cellForItemAt:)` and the supplementary one.
    private static func isCellProvider(_ function: FunctionDeclSyntax) -> Bool {
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        return labels.contains("cellForItemAt") || labels.contains("viewForSupplementaryElementOfKind")
            || labels.contains("cellForRowAt")
    }

    private static func closureReason(_ closure: ClosureExprSyntax) -> String {
        let insideProvider = Ancestors.all(above: closure).contains { node in
            if let function = node.as(FunctionDeclSyntax.self) { return isCellProvider(function) }
            if let call = node.as(FunctionCallExprSyntax.self) {
                return call.calledExpression.trimmedDescription.contains("DiffableDataSource")
            }
            return false
        } || closure.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription.contains("DiffableDataSource") == true
        if insideProvider {
            return "it is inside the cell provider closure, which runs for every cell; iOS 15+ raises an exception for registrations created there, and one per dequeue leaks"
        }
        return "it is inside a closure, so when and how often it runs is not known (a registration must be created once, before the first dequeue)"
    }
}
