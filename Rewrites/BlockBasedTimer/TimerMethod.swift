import ModernizeCore
import SwiftSyntax

/// The method a timer's selector names, found among the members of the owning type and its
/// extensions in this file, and the call the block makes to it.
struct TimerMethod {
    let declaration: FunctionDeclSyntax
    /// The parameter that receives the timer, when the method takes one.
    let timerParameter: FunctionParameterSyntax?

    enum Lookup {
        case found(TimerMethod)
        case blocked(String)
    }

    /// Types a selector method may declare its one argument as: the timer is passed as it is.
    static let timerParameterTypes: Set<String> = ["Timer", "Timer?", "Timer!", "Foundation.Timer", "Any", "Any?", "AnyObject", "AnyObject?"]

    static func find(_ name: String, argumentNames: [String]?, owner: String, in tree: SourceFileSyntax) -> Lookup {
        var candidates: [FunctionDeclSyntax] = []
        for group in SyntaxSearch.all(DeclSyntax.self, in: tree) where Self.typeName(of: group) == owner {
            guard let members = group.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { continue }
            candidates += members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { $0.name.text == name }
        }
        if let argumentNames {
            candidates = candidates.filter { $0.signature.parameterClause.parameters.map { $0.firstName.text } == argumentNames }
        }
        guard let method = candidates.first else {
            return .blocked("`\(name)` is not declared on `\(owner)` in this file, so the rule cannot see what it takes")
        }
        guard candidates.count == 1 else {
            return .blocked("`\(owner)` declares \(candidates.count) methods named `\(name)` here; name the one the selector means with its argument labels")
        }
        if method.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) {
            return .blocked("`\(name)` is a type method, not a method of the timer's target")
        }
        let signature = method.signature
        if signature.effectSpecifiers?.asyncSpecifier != nil || signature.effectSpecifiers?.throwsClause != nil {
            return .blocked("`\(name)` is `async` or `throws`: the timer block cannot call it as it is")
        }
        if let returned = signature.returnClause?.type.trimmedDescription, !["Void", "()"].contains(returned) {
            return .blocked("`\(name)` returns `\(returned)`, which the timer ignored; the block would have to discard it")
        }
        let parameters = Array(signature.parameterClause.parameters)
        switch parameters.count {
        case 0:
            return .found(TimerMethod(declaration: method, timerParameter: nil))
        case 1 where timerParameterTypes.contains(parameters[0].type.trimmedDescription):
            return .found(TimerMethod(declaration: method, timerParameter: parameters[0]))
        case 1:
            return .blocked("`\(name)` takes `\(parameters[0].type.trimmedDescription)`, but the timer passes itself (`Timer`)")
        default:
            return .blocked("`\(name)` takes \(parameters.count) arguments; a timer passes at most one, itself")
        }
    }

    /// `tick()`, `tick(timer)`, `fired(with: timer)`.
    func call(passing timerName: String) -> String {
        let name = declaration.name.text
        guard let parameter = timerParameter else { return "\(name)()" }
        let label = parameter.firstName.tokenKind == .wildcard ? "" : "\(parameter.firstName.text): "
        return "\(name)(\(label)\(timerName))"
    }

    private static func typeName(of declaration: DeclSyntax) -> String? {
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            return SyntaxQueries.baseTypeName(extensionDecl.extendedType)
        }
        guard declaration.is(ClassDeclSyntax.self) else { return nil }
        return declaration.asProtocol(NamedDeclSyntax.self)?.name.text
    }
}
