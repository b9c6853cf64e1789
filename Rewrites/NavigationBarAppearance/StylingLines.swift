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

/// What a styled receiver is: its type by the resolver (a project type with a `navigationBar`
/// property of its own type is no bar). Where the resolver cannot tell, the receiver's name
/// (`navigationBar`, `tabBar`, a property declared `UINavigationBar`) only decides whether the
/// site deserves a finding; it never makes a rewrite.
enum BarKind: Equatable {
    case navigationBar
    /// A tab bar, toolbar or search bar: named in a finding, never rewritten.
    case otherBar(String)
    /// The type could not be resolved, but the name reads like a navigation bar.
    case unresolvedNavigationBar
    case unknown

    static let otherBars = ["UITabBar", "UIToolbar", "UISearchBar"]

    static let otherBarNames: [String: String] = [
        "tabBar": "UITabBar", "toolbar": "UIToolbar", "searchBar": "UISearchBar",
        "UITabBar": "UITabBar", "UIToolbar": "UIToolbar", "UISearchBar": "UISearchBar",
    ]

    static func of(_ receiver: ExprSyntax, at node: some SyntaxProtocol, context: RuleContext) -> BarKind {
        var expression = receiver
        while let inner = expression.as(OptionalChainingExprSyntax.self)?.expression ?? expression.as(ForceUnwrapExprSyntax.self)?.expression {
            expression = inner
        }
        // `UINavigationBar.appearance()`: the proxy of the class it is called on (`Self`).
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "appearance" {
            guard let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .unknown }
            return kind(ofClass: type, types: context.types) ?? .unknown
        }
        let types = context.types
        if let name = types.type(of: expression).nominalName {
            return kind(ofClass: name, types: types) ?? .unknown
        }
        switch guessedByName(expression, index: context.index) {
        case .navigationBar: return .unresolvedNavigationBar
        case .otherBar(let type): return .otherBar(type)  // only ever a finding
        default: return .unknown
        }
    }

    /// A navigation bar or one of the other bars (or a subclass); nil for any other class.
    private static func kind(ofClass name: String, types: ExpressionTypeResolver) -> BarKind? {
        if types.isSubclass(name, of: "UINavigationBar") { return .navigationBar }
        if let other = otherBars.first(where: { types.isSubclass(name, of: $0) }) { return .otherBar(other) }
        return nil
    }

    /// The receiver's name as the rule read it before it had types: `navigationBar`, or a
    /// property some project type declares as `UINavigationBar` (or `tabBar`, `toolbar`, ...).
    private static func guessedByName(_ expression: ExprSyntax, index: ProjectIndex) -> BarKind {
        let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name else { return .unknown }
        if name == "navigationBar" || index.propertyNamesByType["UINavigationBar"]?.contains(name) == true { return .navigationBar }
        if let type = otherBarNames[name] ?? otherBars.first(where: { index.propertyNamesByType[$0]?.contains(name) == true }) {
            return .otherBar(type)
        }
        return .unknown
    }
}
