import ModernizeCore
import SwiftSyntax

/// A view's part of the change: `@StateObject` -> `@State`, `@ObservedObject` -> plain `var`
/// (`@Bindable` when the view binds to it with `$m.property`), `@EnvironmentObject` ->
/// `@Environment(M.self)`.
struct WrapperConversion {
    let variable: VariableDeclSyntax
    let attribute: AttributeSyntax
    let className: String
    let context: RuleContext

    var wrapper: String { attribute.attributeName.trimmedDescription }
    var propertyName: String? { variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }

    /// The class a wrapped property holds: its annotation, or its initial value's resolved type
    /// (decided as the index decides, `ObservableCandidates.heldClass`); nil when unknown.
    static func heldClass(of variable: VariableDeclSyntax, context: RuleContext) -> String? {
        Held(variable, in: context.parsed).resolved(by: context.types, path: context.path)
    }

    /// What `heldClass` reads of a wrapped property, as plain values: the rule and its screen
    /// (which asks once the index is complete, without the tree) decide on the same ones.
    struct Held: Sendable {
        /// Nil with several bindings (or none): the held class is then unknown.
        let binding: (annotation: String?, initializer: String?, position: SourcePosition?)?
        let owner: String?
        let isStatic: Bool

        init(_ variable: VariableDeclSyntax, in parsed: ParsedSource) {
            binding = variable.bindings.count == 1 ? variable.bindings.first.map { binding in
                (binding.typeAnnotation?.type.trimmedDescription, binding.initializer?.value.trimmedDescription,
                 binding.initializer.map { parsed.position(of: $0.value.positionAfterSkippingLeadingTrivia.utf8Offset) })
            } : nil
            owner = Ancestors.enclosingTypeName(of: variable)
            isStatic = variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        }

        /// The class, as the index and the resolver tell it for the file at `path`.
        func resolved(by resolver: ExpressionTypeResolver, path: String) -> String? {
            guard let binding else { return nil }
            return ObservableCandidates.heldClass(
                annotation: binding.annotation, initializer: binding.initializer, in: owner, isStatic: isStatic, resolver: resolver,
                initializerAt: binding.position.map { IndexLocation(path: path, position: $0) })
        }
    }

    /// The wrapped property's initial value builds a new object each time it runs (`M(...)`),
    /// rather than reading one (`Service.shared.state`) or calling a factory.
    private var initializerConstructs: Bool {
        guard let value = variable.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
        return value.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == className
            || value.calledExpression.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == "init" && $0.base?.trimmedDescription == className } == true
    }

    /// The edits and the review note, or why this file cannot take its part.
    func plan(candidates: ObservableCandidates) -> Result<(edits: [SourceEdit], note: String), ClassConversion.Blocked> {
        let planned = basePlan(candidates: candidates)
        guard case .success = planned, let propertyName else { return planned }
        if let use = storageUse(of: propertyName) {
            let becomes = wrapper == "ObservedObject" && !bindsThroughProjection(propertyName)
                ? "once `\(propertyName)` is a plain property there is no `_\(propertyName)`"
                : "once the wrapper changes, `_\(propertyName)` is no longer a \(wrapper)"
            return .failure(.init(node: use, "`_\(propertyName)` (the @\(wrapper) wrapper itself) is used at \(context.position(of: use)), outside an `_\(propertyName) = \(wrapper)(wrappedValue:)` in an init, and \(becomes); use `\(propertyName)` there first"))
        }
        return planned
    }

    private func basePlan(candidates: ObservableCandidates) -> Result<(edits: [SourceEdit], note: String), ClassConversion.Blocked> {
        guard let propertyName else { return .failure(.init(node: attribute, "the wrapped declaration binds several names")) }
        let nameRange = attribute.attributeName.positionAfterSkippingLeadingTrivia..<attribute.attributeName.endPositionBeforeTrailingTrivia
        switch wrapper {
        case "StateObject":
            var edits = [SourceEdit(range: nameRange, replacement: "State")]
            if variable.bindings.first?.initializer == nil {
                switch wrapperAssignments(named: propertyName, wrapper: "StateObject") {
                case .assigned(let assignments):
                    // `_model = StateObject(wrappedValue: Model(...))` in the inits of this type;
                    // `_model = .init(wrappedValue:)` builds a State as it is.
                    for assignment in assignments {
                        guard let wrapperName = assignment.wrapperName else { continue }
                        edits.append(SourceEdit(range: wrapperName.positionAfterSkippingLeadingTrivia..<wrapperName.endPositionBeforeTrailingTrivia, replacement: "State"))
                    }
                case .memberwise:
                    break  // the memberwise init builds a State as it is
                case .unknown, .unexpected:
                    return .failure(.init(node: attribute, "`\(propertyName)` is initialised in a way this rule does not follow (an init elsewhere, or not through `StateObject(wrappedValue:)`); change it to `State(wrappedValue:)` by hand"))
                }
            }
            return .success((edits, stateNote(candidates)))
        case "ObservedObject":
            // `_model = ObservedObject(wrappedValue: m)` in an init: the wrapper goes with the attribute.
            var assignments: [Assignment] = []
            if variable.bindings.first?.initializer == nil, case .assigned(let found) = wrapperAssignments(named: propertyName, wrapper: "ObservedObject") {
                assignments = found
            } else if variable.bindings.first?.initializer == nil, case .unexpected = wrapperAssignments(named: propertyName, wrapper: "ObservedObject") {
                return .failure(.init(node: attribute, "`\(propertyName)` is initialised in a way this rule does not follow (not through `ObservedObject(wrappedValue:)` in an init of this type); change it by hand"))
            }
            if bindsThroughProjection(propertyName) {
                let renames = assignments.compactMap { assignment in
                    assignment.wrapperName.map { SourceEdit(range: $0.positionAfterSkippingLeadingTrivia..<$0.endPositionBeforeTrailingTrivia, replacement: "Bindable") }
                }
                return .success(([SourceEdit(range: nameRange, replacement: "Bindable")] + renames,
                                 "`$\(propertyName).…` bindings now come from @Bindable; the view updates when a property it reads changes, not on every @Published write"))
            }
            let removal = attribute.positionAfterSkippingLeadingTrivia..<ClassConversion.nextTokenStart(after: attribute)
            var note = "a plain property: the view updates when a property of `\(className)` it reads changes, not on every @Published write"
            var edits = [SourceEdit(range: removal, replacement: "")]
            for assignment in assignments {
                let value = assignment.call.arguments.first!.expression
                edits.append(SourceEdit(range: assignment.target.positionAfterSkippingLeadingTrivia..<assignment.target.endPositionBeforeTrailingTrivia,
                                        replacement: "self." + propertyName))
                edits.append(SourceEdit(range: assignment.call.positionAfterSkippingLeadingTrivia..<assignment.call.endPositionBeforeTrailingTrivia,
                                        replacement: value.trimmedDescription))
                note += "; `\(assignment.target.trimmedDescription) = \(assignment.call.trimmedDescription)` (\(context.position(of: assignment.target))) becomes `self.\(propertyName) = \(value.trimmedDescription)`"
            }
            return .success((edits, note))
        case "EnvironmentObject":
            if bindsThroughProjection(propertyName) {
                return .failure(.init(node: attribute, "the view binds to `$\(propertyName).…`: after the change it needs a local `@Bindable var \(propertyName) = \(propertyName)` in `body`; add it when migrating by hand"))
            }
            let range = attribute.positionAfterSkippingLeadingTrivia..<attribute.endPositionBeforeTrailingTrivia
            return .success(([SourceEdit(range: range, replacement: "@Environment(\(className).self)")],
                             "reads the object injected with `.environment(_:)`: every `.environmentObject` injection of `\(className)` in the module is rewritten in the same change (a missing injection still crashes, as before)"))
        default:
            return .failure(.init(node: attribute, "unexpected wrapper"))
        }
    }

    /// `_name = Wrapper(wrappedValue: ...)` (or `.init(wrappedValue: ...)`) in an init of the type.
    struct Assignment {
        let target: ExprSyntax
        let call: FunctionCallExprSyntax
        /// The `Wrapper` token; nil for `.init(wrappedValue:)`.
        let wrapperName: TokenSyntax?
    }

    enum WrapperAssignments {
        case assigned([Assignment])
        /// No initializer in the type: the memberwise one takes the wrapped value.
        case memberwise
        /// No `_name` assignment, but inits this rule does not follow.
        case unknown
        /// A `_name` assignment of another shape.
        case unexpected
    }

    /// How the wrapper of `name` is built in the enclosing type: every assignment of `_name`
    /// must be `wrapper(wrappedValue:)` / `.init(wrappedValue:)` with that one argument.
    private func wrapperAssignments(named name: String, wrapper: String) -> WrapperAssignments {
        guard let type = Ancestors.enclosingTypeDeclaration(of: variable) else { return .unknown }
        var found: [Assignment] = []
        for sequence in SyntaxSearch.all(ExprListSyntax.self, in: type.memberBlock) {
            let elements = Array(sequence)
            guard elements.count >= 2, ["_" + name, "self._" + name].contains(elements[0].trimmedDescription) else { continue }
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let call = elements[2].as(FunctionCallExprSyntax.self),
                  call.arguments.count == 1, call.arguments.first?.label?.text == "wrappedValue", call.trailingClosure == nil else { return .unexpected }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == wrapper {
                found.append(Assignment(target: elements[0], call: call, wrapperName: reference.baseName))
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "init" {
                found.append(Assignment(target: elements[0], call: call, wrapperName: nil))
            } else {
                return .unexpected
            }
        }
        if !found.isEmpty { return .assigned(found) }
        let declaresInit = type.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
            || Ancestors.enclosingTypeName(of: variable).map { !context.index.functions(of: $0, named: "init").isEmpty } ?? false
        return declaresInit || type.is(ClassDeclSyntax.self) ? .unknown : .memberwise
    }

    /// A use of the wrapper itself (`_name`) in the type holding the property, other than the
    /// target of `_name = Wrapper(wrappedValue: ...)` in an init, which `plan` rewrites.
    private func storageUse(of name: String) -> TokenSyntax? {
        guard let type = Ancestors.enclosingTypeDeclaration(of: variable) else { return nil }
        var rewritten: [Range<AbsolutePosition>] = []
        if wrapper != "EnvironmentObject", case .assigned(let assignments) = wrapperAssignments(named: name, wrapper: wrapper) {
            rewritten = assignments.map(\.target.range)
        }
        return type.memberBlock.tokens(viewMode: .sourceAccurate).first { token in
            token.text == "_" + name && token.parent?.is(DeclReferenceExprSyntax.self) == true
                && !rewritten.contains { $0.contains(token.positionAfterSkippingLeadingTrivia) }
        }
    }

    /// `$name.property` used by the type holding the property (this file or its extensions).
    private func bindsThroughProjection(_ name: String) -> Bool {
        if let type = Ancestors.enclosingTypeDeclaration(of: variable),
           type.memberBlock.tokens(viewMode: .sourceAccurate).contains(where: { $0.hasText("$" + name) }) {
            return true
        }
        guard let owner = Ancestors.enclosingTypeName(of: variable) else { return false }
        return context.index.types(named: owner).flatMap(\.functions).flatMap(\.uses).contains { $0.name == "$" + name && $0.receiver.isEmpty }
    }

    private func stateNote(_ candidates: ObservableCandidates) -> String {
        if let value = variable.bindings.first?.initializer?.value, let shared = storedStatic(value) {
            return "@State evaluates its initial value each time the view is re-created and keeps the first instance (@StateObject's autoclosure ran once): `\(value.trimmedDescription)` reads only stored properties, starting at a stored static (\(shared.location)) created once per process, so each evaluation returns the same instance and runs no initializer again"
        }
        if let value = variable.bindings.first?.initializer?.value, !initializerConstructs {
            return "@State evaluates its initial value each time the view is re-created and keeps the first instance (@StateObject's autoclosure ran once): `\(value.trimmedDescription)` now runs again on every re-creation; make sure that has no side effects (it should return an existing `\(className)` or build one without network, timers or registration)"
        }
        let construction = ConstructionCalls(className: className, index: context.index, labels: constructorLabels)
        let start = "@State evaluates its initial value each time the view is re-created and keeps the first instance (@StateObject's autoclosure ran once)"
        return "\(start): \(construction.note)"
    }

    /// `Model.shared` where the project declares `shared` as a stored `static` of `Model`
    /// (`static let shared = Model()`): initialized once, however often it is read.
    /// A chain of stored properties from there (`Service.shared.networkState`, where
    /// `networkState` is stored) reads the same instances too: no code runs.
    private func storedStatic(_ value: ExprSyntax) -> PropertyFacts? {
        guard let access = value.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        let member = access.declName.baseName.text
        func stored(_ name: String, of type: String, isStatic: Bool) -> PropertyFacts? {
            context.index.types(named: type).lazy.flatMap(\.properties).first { $0.name == name && $0.isStatic == isStatic && $0.isStored }
        }
        if let type = base.as(DeclReferenceExprSyntax.self), type.argumentNames == nil, type.baseName.text.first?.isUppercase == true {
            return stored(member, of: type.baseName.text, isStatic: true)
        }
        // `.shared.networkState`: the root is a stored static, and each step a stored property
        // of the type the resolver gives the step before.
        guard let root = storedStatic(base), root.isStatic,
              let owner = context.types.type(of: base).type?.unwrapped.nominalName,
              stored(member, of: owner, isStatic: false) != nil else { return nil }
        return root
    }

    /// The argument labels of the `M(...)` the initial value (or `_m = StateObject(wrappedValue: M(...))`) constructs with.
    private var constructorLabels: [String]? {
        var value = variable.bindings.first?.initializer?.value
        if value == nil, let propertyName, case .assigned(let assignments) = wrapperAssignments(named: propertyName, wrapper: "StateObject") {
            value = assignments.first?.call.arguments.first?.expression
        }
        guard let call = value?.as(FunctionCallExprSyntax.self) else { return nil }
        return call.arguments.map { $0.label?.text ?? "_" }
    }
}
