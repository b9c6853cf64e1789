import SwiftSyntax

extension ExpressionTypeResolver {
    // MARK: Members and calls

    func memberAccess(_ access: MemberAccessExprSyntax, in context: Context) -> Partial? {
        guard let baseExpression = access.base else { return nil }  // `.member`: its type is the context's
        let name = access.declName.baseName.text
        if let type = typeReference(ExprSyntax(access), in: context) {
            return Partial(type: .metatype(type), chained: false)
        }
        guard let base = partial(baseExpression, in: context) else { return nil }
        if name == "self" { return base }
        switch base.type.unwrapped {
        case .metatype(let type):
            guard let typeName = type.nominalName else { return nil }
            let found = memberType(name, of: typeName, isStatic: true, depth: context.depth + 1).type ?? singletonAccessor(name, of: typeName, isCall: false)
            return found.map { Partial(type: $0, chained: base.chained) }
        case .array(let element):
            switch name {
            case "first", "last": return Partial(type: element.asOptional, chained: base.chained)
            case "count": return Partial(type: .named("Int"), chained: base.chained)
            case "isEmpty": return Partial(type: .named("Bool"), chained: base.chained)
            default: return nil
            }
        case .named(let typeName, let arguments):
            return memberType(name, of: typeName, isStatic: false, depth: context.depth + 1, arguments: arguments).type.map { Partial(type: $0, chained: base.chained) }
        case .dictionary(_, let value):
            switch name {
            case "count": return Partial(type: .named("Int"), chained: base.chained)
            case "isEmpty": return Partial(type: .named("Bool"), chained: base.chained)
            case "values": return Partial(type: .array(value), chained: base.chained)
            default: return nil
            }
        default:
            return nil
        }
    }
}
