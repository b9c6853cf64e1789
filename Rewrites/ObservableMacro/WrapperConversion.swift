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
        guard variable.bindings.count == 1, let binding = variable.bindings.first else { return nil }
        let isStatic = variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        return ObservableCandidates.heldClass(
            annotation: binding.typeAnnotation?.type.trimmedDescription, initializer: binding.initializer?.value.trimmedDescription,
            in: Ancestors.enclosingTypeName(of: variable), isStatic: isStatic, resolver: context.types)
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
        guard let propertyName else { return .failure(.init(node: attribute, "the wrapped declaration binds several names")) }
        let nameRange = attribute.attributeName.positionAfterSkippingLeadingTrivia..<attribute.attributeName.endPositionBeforeTrailingTrivia
        switch wrapper {
        case "StateObject":
            var edits = [SourceEdit(range: nameRange, replacement: "State")]
            if variable.bindings.first?.initializer == nil {
                switch wrapperAssignment(named: propertyName) {
                case .named(let wrapperName):
                    // `_model = StateObject(wrappedValue: Model(...))` in an init of this type.
                    edits.append(SourceEdit(range: wrapperName.positionAfterSkippingLeadingTrivia..<wrapperName.endPositionBeforeTrailingTrivia, replacement: "State"))
                case .implicit, .memberwise:
                    break  // `_model = .init(wrappedValue:)` and the memberwise init build a State as they are
                case .unknown:
                    return .failure(.init(node: attribute, "`\(propertyName)` is initialised in a way this rule does not follow (an init elsewhere, or not through `StateObject(wrappedValue:)`); change it to `State(wrappedValue:)` by hand"))
                }
            }
            return .success((edits, stateNote(candidates)))
        case "ObservedObject":
            if bindsThroughProjection(propertyName) {
                return .success(([SourceEdit(range: nameRange, replacement: "Bindable")],
                                 "`$\(propertyName).…` bindings now come from @Bindable; the view updates when a property it reads changes, not on every @Published write"))
            }
            let removal = attribute.positionAfterSkippingLeadingTrivia..<ClassConversion.nextTokenStart(after: attribute)
            return .success(([SourceEdit(range: removal, replacement: "")],
                             "a plain property: the view updates when a property of `\(className)` it reads changes, not on every @Published write"))
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

    enum WrapperAssignment {
        /// `_name = StateObject(wrappedValue: ...)`: the `StateObject` token.
        case named(TokenSyntax)
        /// `_name = .init(wrappedValue: ...)`.
        case implicit
        /// No initializer in the type: the memberwise one takes the wrapped value.
        case memberwise
        case unknown
    }

    /// How the wrapper of `name` is built in the enclosing type.
    private func wrapperAssignment(named name: String) -> WrapperAssignment {
        guard let type = Ancestors.enclosingTypeDeclaration(of: variable) else { return .unknown }
        for call in SyntaxSearch.all(FunctionCallExprSyntax.self, in: type.memberBlock) where call.arguments.first?.label?.text == "wrappedValue" {
            guard let sequence = call.parent?.as(ExprListSyntax.self) else { continue }
            let elements = Array(sequence)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id,
                  ["_" + name, "self._" + name].contains(elements[0].trimmedDescription) else { continue }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "StateObject" {
                return .named(reference.baseName)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "init" {
                return .implicit
            }
            return .unknown
        }
        let declaresInit = type.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
            || Ancestors.enclosingTypeName(of: variable).map { !context.index.functions(of: $0, named: "init").isEmpty } ?? false
        return declaresInit || type.is(ClassDeclSyntax.self) ? .unknown : .memberwise
    }

    /// `$name.property` used by the type holding the property (this file or its extensions).
    private func bindsThroughProjection(_ name: String) -> Bool {
        if let type = Ancestors.enclosingTypeDeclaration(of: variable),
           type.memberBlock.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "$" + name }) {
            return true
        }
        guard let owner = Ancestors.enclosingTypeName(of: variable) else { return false }
        return context.index.types(named: owner).flatMap(\.functions).flatMap(\.uses).contains { $0.name == "$" + name && $0.receiver.isEmpty }
    }

    private func stateNote(_ candidates: ObservableCandidates) -> String {
        if let value = variable.bindings.first?.initializer?.value, !initializerConstructs {
            return "@State evaluates its initial value each time the view is re-created and keeps the first instance (@StateObject's autoclosure ran once): `\(value.trimmedDescription)` now runs again on every re-creation; make sure that has no side effects (it should return an existing `\(className)` or build one without network, timers or registration)"
        }
        let initializer = context.index.functions(of: className, named: "init").first
        let what = initializer.map { "`\(className).init` (\($0.location)) now runs" } ?? "`\(className)`'s property initial values now run"
        return "@State evaluates its initial value each time the view is re-created and keeps the first instance (@StateObject's autoclosure ran once): \(what) again on every re-creation; make sure that has no side effects (network, timers, registration)"
    }
}
