import SwiftSyntax

/// Which legacy label property writes have a `UIListContentConfiguration` equivalent.
enum ContentPropertyMap {
    static let labels: Set<String> = ["textLabel", "detailTextLabel", "imageView"]

    /// Writes that put content (not just styling) into the cell.
    static let contentTargets: Set<String> = ["text", "attributedText", "secondaryText", "secondaryAttributedText", "image"]

    /// Properties copied under `textProperties` / `secondaryTextProperties` with the same name.
    private static let sameNameTextProperties: Set<String> = [
        "font", "numberOfLines", "lineBreakMode", "adjustsFontSizeToFitWidth", "adjustsFontForContentSizeCategory",
    ]

    /// `TextProperties.TextAlignment` has only these cases.
    static let mappableAlignments: Set<String> = ["natural", "center", "justified"]

    enum Mapping: Equatable {
        /// The configuration path; `value` replaces the assigned value when its spelling must change.
        case target(String, value: String? = nil)
        case unmappable(reason: String)
    }

    /// The configuration path for `label.property = value`; `property` may be `layer.cornerRadius`.
    static func map(label: String, property: String, value: [ExprSyntax]) -> Mapping {
        if label == "imageView" {
            switch property {
            case "image": return .target("image")
            case "tintColor": return .target("imageProperties.tintColor")
            case "layer.cornerRadius": return .target("imageProperties.cornerRadius")
            default: return .unmappable(reason: "`imageView.\(property)` has no UIListContentConfiguration equivalent")
            }
        }
        let secondary = label == "detailTextLabel"
        let properties = secondary ? "secondaryTextProperties" : "textProperties"
        switch property {
        case "text": return .target(secondary ? "secondaryText" : "text")
        case "attributedText": return .target(secondary ? "secondaryAttributedText" : "attributedText")
        case "textColor":
            if let reason = optionalValueReason(value, property: property) { return .unmappable(reason: reason) }
            return .target(properties + ".color")
        case "textAlignment":
            guard value.count == 1, let member = value.first?.as(MemberAccessExprSyntax.self),
                  member.base == nil || member.base?.trimmedDescription == "NSTextAlignment",
                  mappableAlignments.contains(member.declName.baseName.text)
            else {
                return .unmappable(reason: "`textAlignment = \(valueText(value))` has no TextProperties.TextAlignment equivalent (only .natural, .center, .justified)")
            }
            // `NSTextAlignment.center` is spelled `.center` for TextProperties.TextAlignment.
            let spelling = member.base == nil ? nil : "." + member.declName.baseName.text
            return .target(properties + ".alignment", value: spelling)
        case let name where sameNameTextProperties.contains(name):
            if name == "font", let reason = optionalValueReason(value, property: property) { return .unmappable(reason: reason) }
            return .target(properties + "." + name)
        default:
            return .unmappable(reason: "`\(label).\(property)` has no UIListContentConfiguration equivalent")
        }
    }

    /// `font` and `color` are non-optional in TextProperties: an evidently optional value would not compile.
    private static func optionalValueReason(_ value: [ExprSyntax], property: String) -> String? {
        guard value.count == 1, let expression = value.first else { return nil }
        if expression.is(NilLiteralExprSyntax.self) || isFailableInitializer(expression) || hasOptionalChaining(expression) {
            return "`\(property) = \(expression.trimmedDescription)` may be nil, but the configuration's value is non-optional"
        }
        return nil
    }

    /// `UIFont(name:size:)`, `UIColor(named:)`: initializers that return an optional.
    private static func isFailableInitializer(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let firstLabel = call.arguments.first?.label?.text else { return false }
        return (type == "UIFont" && firstLabel == "name") || (type == "UIColor" && firstLabel == "named")
    }

    /// `theme?.font`: an optional chain along the expression's spine.
    private static func hasOptionalChaining(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            if let member = node.as(MemberAccessExprSyntax.self) { current = member.base }
            else if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
            else { return false }
        }
        return false
    }

    private static func valueText(_ value: [ExprSyntax]) -> String {
        value.map(\.trimmedDescription).joined(separator: " ")
    }
}
