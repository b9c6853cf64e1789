import ModernizeCore
import SwiftSyntax

/// One statement styling a bar: `<receiver>.<property> = <value>` or
/// `<receiver>.setBackgroundImage(<value>, for: <metrics>)`.
struct StylingLine {
    let statement: CodeBlockItemSyntax
    let receiver: ExprSyntax
    /// The receiver as written, without whitespace: lines on the same bar compare equal.
    let receiverKey: String
    let property: String
    let value: ExprSyntax
    /// `setBackgroundImage`: the `for:` argument; nil for the `for:barMetrics:` form.
    let metrics: ExprSyntax?

    /// Legacy properties an appearance object replaces.
    static let legacyProperties: Set<String> = [
        "barTintColor", "isTranslucent", "titleTextAttributes", "largeTitleTextAttributes", "shadowImage",
        "setBackgroundImage", "backgroundImage",
    ]
    /// Bar properties an appearance object does not replace: they stay where they are, inside a run.
    static let keptProperties: Set<String> = ["tintColor", "barStyle", "prefersLargeTitles"]

    var isKept: Bool { Self.keptProperties.contains(property) }

    static func parse(_ item: CodeBlockItemSyntax) -> StylingLine? {
        if let sequence = item.item.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            let name = member.declName.baseName.text
            guard legacyProperties.contains(name) || keptProperties.contains(name), name != "setBackgroundImage" else { return nil }
            return StylingLine(statement: item, receiver: base, receiverKey: key(base), property: name, value: elements[2], metrics: nil)
        }
        guard let call = item.item.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              member.declName.baseName.text == "setBackgroundImage", call.trailingClosure == nil,
              let image = call.arguments.first, image.label == nil else { return nil }
        let arguments = Array(call.arguments)
        let metrics = arguments.count == 2 && arguments[1].label?.text == "for" ? arguments[1].expression : nil
        return StylingLine(statement: item, receiver: base, receiverKey: key(base), property: "setBackgroundImage", value: image.expression, metrics: metrics)
    }

    static func key(_ expression: some SyntaxProtocol) -> String {
        expression.tokens(viewMode: .sourceAccurate).map(\.text).joined()
    }
}

/// What a styled receiver is, as far as the file and the project index show.
enum BarKind: Equatable {
    case navigationBar
    /// A tab bar, toolbar or search bar: named in a finding, never rewritten.
    case otherBar(String)
    case unknown

    static let otherBarNames: [String: String] = [
        "tabBar": "UITabBar", "toolbar": "UIToolbar", "searchBar": "UISearchBar",
        "UITabBar": "UITabBar", "UIToolbar": "UIToolbar", "UISearchBar": "UISearchBar",
    ]

    /// `navigationController?.navigationBar`, `navigationBar`, `UINavigationBar.appearance()`,
    /// a local or parameter bound to one, or a property the project declares as `UINavigationBar`.
    static func of(_ receiver: ExprSyntax, at node: some SyntaxProtocol, index: ProjectIndex, depth: Int = 0) -> BarKind {
        var expression = receiver
        while let inner = expression.as(OptionalChainingExprSyntax.self)?.expression ?? expression.as(ForceUnwrapExprSyntax.self)?.expression {
            expression = inner
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "appearance",
                  let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .unknown }
            if type == "UINavigationBar" { return .navigationBar }
            return otherBarNames[type].map { .otherBar($0) } ?? .unknown
        }
        if call(expression) == "UINavigationBar" { return .navigationBar }
        let name: String
        if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if depth < 3, let declared = declaredKind(of: name, at: node, index: index, depth: depth) { return declared }
        } else {
            return .unknown
        }
        if name == "navigationBar" || index.propertyNamesByType["UINavigationBar"]?.contains(name) == true { return .navigationBar }
        if let type = otherBarNames[name] { return .otherBar(type) }
        for type in ["UITabBar", "UIToolbar", "UISearchBar"] where index.propertyNamesByType[type]?.contains(name) == true {
            return .otherBar(type)
        }
        return .unknown
    }

    /// `UINavigationBar(...)`: the type's name.
    private static func call(_ expression: ExprSyntax) -> String? {
        expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// A local, `if let` / `guard let` binding or parameter: its type annotation or initializer.
    private static func declaredKind(of name: String, at node: some SyntaxProtocol, index: ProjectIndex, depth: Int) -> BarKind? {
        guard let declaration = Scopes.declarations(of: name, at: node).first else { return nil }
        if let parameter = declaration.as(FunctionParameterSyntax.self) { return kind(ofType: parameter.type) }
        guard let pattern = declaration.as(IdentifierPatternSyntax.self) else { return .unknown }
        if let binding = pattern.parent?.as(PatternBindingSyntax.self) {
            if let type = binding.typeAnnotation?.type { return kind(ofType: type) }
            if let value = binding.initializer?.value { return of(value, at: binding, index: index, depth: depth + 1) }
        }
        if let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self) {
            if let type = binding.typeAnnotation?.type { return kind(ofType: type) }
            if let value = binding.initializer?.value { return of(value, at: binding, index: index, depth: depth + 1) }
        }
        return .unknown
    }

    private static func kind(ofType type: TypeSyntax) -> BarKind {
        var type = type
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        guard let name = SyntaxQueries.baseTypeName(type) else { return .unknown }
        if name == "UINavigationBar" { return .navigationBar }
        return otherBarNames[name].map { .otherBar($0) } ?? .unknown
    }
}
