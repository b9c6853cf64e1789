import ModernizeCore
import SwiftSyntax

/// A call in this file handing the view to a function of the project (`pin(badge)`,
/// `Layout.prepare(badge, caption)`): does that function set the property to false on the
/// parameter the view is passed as? Followed through the function's syntax when this file
/// declares it; otherwise through the index, which records its parameters, the parameter each
/// write goes through, and what else the body does with each parameter.
struct HelperCall {
    enum Outcome {
        /// Not a call to a project function: the caller decides.
        case notAProjectCall
        /// The function sets it to false on the parameter the view is passed as.
        case sets
        /// The function neither sets it on that parameter nor hands the parameter on.
        case doesNotSet
        /// The rule cannot tell; why, for the finding.
        case maybe(Uncertain)
        /// A project function the rule cannot follow at all (no write of the property in it).
        case unknown
    }

    /// A call that may opt the view in: the call as written, where, and why the rule cannot tell.
    struct Uncertain {
        let call: String
        let location: String
        let reason: String
    }

    let context: RuleContext
    let graph: CallGraph
    let hierarchy: ClassHierarchy
    /// The view's class (`UILabel`): a parameter of another class is not this view.
    let viewType: String

    func outcome(passing argumentNode: Syntax) -> Outcome {
        guard let argument = argumentNode.parent?.as(LabeledExprSyntax.self), argument.expression.id == argumentNode.id,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let position = call.arguments.firstIndex(where: { $0.id == argument.id }).map({ call.arguments.distance(from: call.arguments.startIndex, to: $0) })
        else { return .notAProjectCall }
        let name: String
        let receiver: CallGraph.Receiver
        let callerType = Ancestors.enclosingTypeName(of: call)
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            (name, receiver) = (reference.baseName.text, .unqualified(callerType: callerType))
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            receiver = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                ? .unqualified(callerType: callerType) : graph.receiver(context.types.type(of: base))
        } else {
            return .notAProjectCall
        }
        guard context.index.functionsByName.contains(name) else { return .notAProjectCall }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        var callees = graph.callees(name: name, labels: labels, trailingClosures: trailing, receiver: receiver)
        // A variadic parameter takes several arguments: the labels do not line up.
        if callees.isEmpty { callees = graph.callees(name: name, labels: nil, receiver: receiver) }
        // A method of a type whose class the resolver knows and the project does not declare it in: UIKit's.
        if callees.isEmpty, case .typed = receiver { return .notAProjectCall }
        let site = { (reason: String) in
            Outcome.maybe(Uncertain(call: call.trimmedDescription, location: "\(context.path):\(context.position(of: call))", reason: reason))
        }
        // Overloads this file declares: the one whose parameter can take this view.
        if callees.count > 1 {
            let taking = callees.filter { callee in
                if let declaration = declaration(of: callee) {
                    return Self.parameter(at: position, of: call, in: declaration).map { accepts($0, in: declaration) } ?? true
                }
                // Declared in another file: the index records its parameters' types.
                let parameters = callee.function.parameters
                return Self.slot(at: position, of: call, in: Self.shapes(of: callee.function))
                    .map { accepts(parameters[$0], generics: callee.function.genericParameters) } ?? true
            }
            if !taking.isEmpty { callees = taking }
        }
        guard callees.count == 1, let callee = callees.first else {
            return site("`\(name)`, which \(callees.count) functions of this project declare: the rule cannot tell which one runs")
        }
        let selector = "`\(name)(\(callee.function.labels.map { $0 + ":" }.joined()))`"
        if let owner = callee.owner, context.index.declaration(of: owner)?.kind == .protocol {
            return site("\(selector), a requirement of `\(owner)`: the rule cannot tell which implementation runs")
        }
        if let overrider = overrider(of: callee) {
            return site("\(selector), which `\(overrider)` overrides: the rule cannot tell which one runs")
        }
        if let declaration = declaration(of: callee) {
            guard let parameter = Self.parameter(at: position, of: call, in: declaration) else {
                return site("\(selector), whose parameters the rule cannot line up with this call's arguments")
            }
            return outcome(of: parameter, in: declaration, selector: selector, site: site)
        }
        return acrossFiles(callee, position: position, call: call, selector: selector, site: site)
    }

    /// The callee's declaration, when this file holds it (with a body).
    private func declaration(of callee: CallGraph.Node) -> FunctionDeclSyntax? {
        guard callee.function.location.path == context.path else { return nil }
        return SyntaxSearch.all(FunctionDeclSyntax.self, in: context.tree) { $0.name.text == callee.function.name }
            .first { context.position(of: $0) == callee.function.location.position && $0.body != nil }
    }

    /// Can `parameter` take this view: its type (or element type) a class the view is, a
    /// superclass of it, or a generic placeholder.
    private func accepts(_ parameter: FunctionParameterSyntax, in declaration: FunctionDeclSyntax) -> Bool {
        guard var type = TypeRef(parameter.type)?.unwrapped else { return true }
        if parameter.ellipsis == nil, case .array(let element) = type { type = element.unwrapped }
        let generics = declaration.genericParameterClause?.parameters.map(\.name.text) ?? []
        return type.nominalName.map { compatible($0, generics: generics) } ?? true
    }

    /// A project class below the callee's that declares a method of the same name: dynamic dispatch may run it instead.
    private func overrider(of callee: CallGraph.Node) -> String? {
        guard let owner = callee.owner, !callee.function.isStatic, callee.function.kind == .function,
              context.index.declaration(of: owner)?.kind == .class else { return nil }
        return context.index.allTypes.first { type in
            type.name != owner && context.types.isSubclass(type.name, of: owner) && type.functions.contains { $0.name == callee.function.name }
        }?.name
    }

    /// A parameter's shape for lining up a call's arguments.
    struct Shape {
        let label: String
        let hasDefault: Bool
        let isVariadic: Bool
    }

    static func shapes(of declaration: FunctionDeclSyntax) -> [Shape] {
        declaration.signature.parameterClause.parameters.map {
            Shape(label: $0.firstName.text, hasDefault: $0.defaultValue != nil, isVariadic: $0.ellipsis != nil)
        }
    }

    static func shapes(of function: FunctionFacts) -> [Shape] {
        function.parameters.enumerated().map { slot, parameter in
            Shape(label: parameter.label, hasDefault: function.defaults.indices.contains(slot) && function.defaults[slot], isVariadic: parameter.isVariadic)
        }
    }

    /// The parameter argument `index` of `call` is passed as.
    static func parameter(at index: Int, of call: FunctionCallExprSyntax, in declaration: FunctionDeclSyntax) -> FunctionParameterSyntax? {
        slot(at: index, of: call, in: shapes(of: declaration)).map { Array(declaration.signature.parameterClause.parameters)[$0] }
    }

    /// The position of the parameter argument `index` of `call` is passed as: labels in order,
    /// parameters with a default left out, a variadic parameter taking the unlabeled arguments
    /// after its first.
    static func slot(at index: Int, of call: FunctionCallExprSyntax, in parameters: [Shape]) -> Int? {
        let arguments = Array(call.arguments)
        var (next, argument) = (0, 0)
        while argument < arguments.count, next < parameters.count {
            let parameter = parameters[next]
            if (arguments[argument].label?.text ?? "_") == parameter.label {
                if argument == index { return next }
                argument += 1
                while parameter.isVariadic, argument < arguments.count, arguments[argument].label == nil {
                    if argument == index { return next }
                    argument += 1
                }
            } else if !parameter.hasDefault && !parameter.isVariadic {
                return nil
            }
            next += 1
        }
        return nil
    }

    /// What the function does with `parameter`: sets the property to false on it (or, variadic
    /// or an array, on each element through `forEach` or `for ... in`), only reads it, or hands
    /// it on where the rule does not follow.
    private func outcome(
        of parameter: FunctionParameterSyntax, in declaration: FunctionDeclSyntax, selector: String, site: (String) -> Outcome
    ) -> Outcome {
        let name = (parameter.secondName ?? parameter.firstName).text
        guard name != "_", let body = declaration.body else { return .doesNotSet }
        let generics = declaration.genericParameterClause?.parameters.map(\.name.text) ?? []
        guard var type = TypeRef(parameter.type) else { return site("\(selector), whose parameter's type the rule cannot read") }
        let isSequence = parameter.ellipsis != nil || { if case .array = type.unwrapped { return true } else { return false } }()
        if parameter.ellipsis == nil, case .array(let element) = type.unwrapped { type = element }
        let references = SyntaxSearch.all(DeclReferenceExprSyntax.self, in: body) { $0.baseName.text == name && $0.argumentNames == nil }
            .filter { Scopes.firstDeclaration(of: name, at: $0)?.id == Syntax(parameter).id }
        var setsFalse = false
        var handsOn = false
        for reference in references {
            let writes = isSequence ? Self.elementWrites(of: ExprSyntax(reference)) : Self.writes(on: ExprSyntax(reference))
            guard let writes else { handsOn = handsOn || !Self.isHarmless(ExprSyntax(reference)); continue }
            setsFalse = setsFalse || writes.contains { $0.trimmedDescription == "false" }
            handsOn = handsOn || writes.contains { !["true", "false"].contains($0.trimmedDescription) }
        }
        if setsFalse {
            guard let nominal = type.unwrapped.nominalName, compatible(nominal, generics: generics) else {
                return site("\(selector), which sets it on a `\(type)`, not a `\(viewType)`")
            }
            return .sets
        }
        return handsOn ? site("\(selector), which hands it on where the rule does not follow") : .doesNotSet
    }

    /// The values `reference.translatesAutoresizingMaskIntoConstraints = value` assigns; nil when the
    /// reference is used otherwise.
    private static func writes(on reference: ExprSyntax) -> [ExprSyntax]? {
        let node = unwrappedUse(reference)
        guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              member.declName.baseName.text == AutoLayoutOptIn.property else { return nil }
        return [Assignment.value(assignedTo: member) ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("unknown")))]
    }

    /// `views.forEach { $0.x = v }` / `{ view in view.x = v }`, `for view in views { view.x = v }`:
    /// the values assigned to each element; nil when the sequence is used otherwise.
    private static func elementWrites(of reference: ExprSyntax) -> [ExprSyntax]? {
        let node = unwrappedUse(reference)
        let element: String
        let scope: Syntax
        if let loop = node.parent?.as(ForStmtSyntax.self), loop.sequence.id == node.id,
           let pattern = loop.pattern.as(IdentifierPatternSyntax.self) {
            (element, scope) = (pattern.identifier.text, Syntax(loop.body))
        } else if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id, member.declName.baseName.text == "forEach",
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
            switch closure.signature?.parameterClause {
            case nil: element = "$0"
            case .simpleInput(let parameters)? where parameters.count == 1: element = parameters.first!.name.text
            case .parameterClause(let clause)? where clause.parameters.count == 1: element = clause.parameters.first!.firstName.text
            default: return nil
            }
            scope = Syntax(closure.statements)
        } else {
            return nil
        }
        let elementUses = SyntaxSearch.all(DeclReferenceExprSyntax.self, in: scope) { reference in
            reference.baseName.text == element && reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
        }
        var values: [ExprSyntax] = []
        for use in elementUses {
            guard let assigned = writes(on: ExprSyntax(use)) else {
                if isHarmless(ExprSyntax(use)) { continue }
                return nil
            }
            values += assigned
        }
        return values
    }

    /// `x.member` (not a method call) and UIKit's hierarchy calls do not hand a value on.
    private static func isHarmless(_ reference: ExprSyntax) -> Bool {
        let node = unwrappedUse(reference)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            return member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id
                || AutoLayoutOptIn.hierarchyCalls.contains(member.declName.baseName.text)
        }
        return AutoLayoutOptIn.isHierarchyArgument(node)
    }

    /// `badge!`, `badge?`: the expression the use continues from.
    static func unwrappedUse(_ reference: ExprSyntax) -> Syntax {
        var node = Syntax(reference)
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) { node = parent }
        return node
    }

    /// Can a value of `typeName` (as written) hold the view: the view's class, one of its
    /// superclasses, or a generic placeholder (the call compiled with the view).
    func compatible(_ typeName: String, generics: [String]) -> Bool {
        guard let name = TypeRef(parsing: typeName)?.unwrapped.nominalName else { return false }
        return name == viewType || generics.contains(name) || context.types.isSubclass(viewType, of: name)
            || hierarchy.isClass(viewType, orSubclassOf: name)
    }
}
