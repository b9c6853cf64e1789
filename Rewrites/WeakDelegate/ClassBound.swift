import ModernizeCore
import SwiftSyntax

/// Whether a delegate's declared type can be held `weak`: a class, `AnyObject`, a protocol
/// the project declares class-bound (`AnyObject`, `class`, `NSObjectProtocol`, `@objc`, or by
/// inheriting such a protocol), or an Apple delegate / data source protocol (all `@objc`).
enum ClassBound {
    enum Answer: Equatable {
        case yes(because: String)
        /// A class the project declares: an object the property owns, not a delegate protocol.
        case concreteClass
        case no(String)
        case unknown(String)
    }

    /// Apple's frameworks' delegate and data-source protocols are `@objc` (`NSObjectProtocol`).
    static let applePrefixes = ["UI", "NS", "WK", "MK", "CL", "AV", "SK", "PH", "CN", "UN", "GK", "MF", "SF", "AS", "CB", "EK", "MC", "QL", "CA"]

    static func check(_ type: TypeSyntax, index: ProjectIndex) -> Answer {
        if let composition = type.as(CompositionTypeSyntax.self) {
            let answers = composition.elements.map { check($0.type, index: index) }
            if let yes = answers.first(where: { if case .yes = $0 { true } else { false } }) { return yes }
            if answers.contains(.concreteClass) { return .yes(because: "a class-constrained composition") }
            return answers.first(where: { if case .no = $0 { true } else { false } }) ?? answers.first ?? .unknown("an empty composition")
        }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return check(some.constraint, index: index) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return check(only.type, index: index) }
        let name = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
        guard let name else { return .unknown("`\(type.trimmedDescription)` is not a plain type name") }
        // Generic arguments (`UITableViewDiffableDataSource<S, I>`): a generic class, never an @objc protocol.
        let generic = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
        if generic != nil || name.contains("Diffable") { return .concreteClass }
        return check(name: name, index: index, seen: [])
    }

    static func check(name: String, index: ProjectIndex, seen: Set<String>) -> Answer {
        if ["AnyObject", "NSObjectProtocol"].contains(name) { return .yes(because: "`\(name)`") }
        guard !seen.contains(name) else { return .unknown("`\(name)` inherits from itself") }
        if let declaration = index.declaration(of: name) {
            switch declaration.kind {
            case .class, .actor: return .concreteClass
            case .struct, .enum: return .no("`\(name)` is a \(declaration.kind.rawValue), which cannot be held weakly")
            case .protocol:
                if declaration.attributes.contains("objc") { return .yes(because: "`\(name)` is @objc (\(declaration.location))") }
                for inherited in declaration.inherited.map(ProjectIndex.simpleName) {
                    if ["AnyObject", "class", "NSObjectProtocol"].contains(inherited) {
                        return .yes(because: "`\(name)` is class-bound (`\(inherited)`, \(declaration.location))")
                    }
                    if case .yes = check(name: inherited, index: index, seen: seen.union([name])) {
                        return .yes(because: "`\(name)` inherits the class-bound `\(inherited)` (\(declaration.location))")
                    }
                }
                return .no("`\(name)` (\(declaration.location)) is not class-bound: a struct may conform, so `weak` does not compile; declare it `protocol \(name): AnyObject` first")
            case .extension: return .unknown("`\(name)` is only extended here")
            }
        }
        if applePrefixes.contains(where: name.hasPrefix), name.hasSuffix("Delegate") || name.hasSuffix("DataSource") {
            return .yes(because: "`\(name)` is an Apple @objc protocol")
        }
        return .unknown("the project index has no declaration of `\(name)`")
    }
}
