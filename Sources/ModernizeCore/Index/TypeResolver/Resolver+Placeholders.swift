extension ExpressionTypeResolver {
    // MARK: Generic parameters and associated types bound by a value's type

    /// The generic arguments `owner`'s parameters take for a value of type `type` (written with
    /// `arguments`), following the superclasses as written: for `final class TextRow: FieldRow<TextCell>`
    /// and `class FieldRow<Cell>: Row<Cell>`, `Row`'s `Cell` is `TextCell`. A parameter bound to a
    /// placeholder is left out, one bound to `ButtonCell<T>` of an unbound `T` is `ButtonCell`
    /// without arguments (its class is known, its own placeholders are not); nil when `owner` is
    /// not in the chain.
    func placeholderBindings(at owner: String, from type: String, arguments: [TypeRef]) -> [String: TypeRef]? {
        var current = ProjectIndex.simpleName(type)
        var written = arguments
        var placeholders: Set<String> = []
        // A longer chain is a cycle or generated code.
        for _ in 0..<32 {
            guard let declaration = index.declaration(of: current) else { return nil }
            let parameters = declaration.genericParameters
            placeholders.formUnion(parameters)
            // A count mismatch (an unread or erased argument list) binds nothing at this level.
            let bindings = parameters.count == written.count ? Dictionary(zip(parameters, written), uniquingKeysWith: { first, _ in first }) : [:]
            if current == ProjectIndex.simpleName(owner) { return bindings.compactMapValues { $0.erasing(placeholders) } }
            guard let superclass = index.superclass(of: current), let inherited = declaration.inherited.first,
                  case .named(_, let superArguments)? = TypeRef(parsing: inherited) else { return nil }
            written = superArguments.map { dealiased($0).substituting(bindings) }
            current = superclass
        }
        return nil
    }

    /// `found` (a member's type as its declaration in `owner` writes it) for a value of type
    /// `type`: `Self` is the value's type; `owner`'s generic parameters, or a protocol's
    /// associated types, take what the value's type binds them to. Nil when one stays a placeholder.
    func bindingPlaceholders(in found: TypeRef, owner: String, valueType type: String, arguments: [TypeRef]) -> TypeRef? {
        var found = found
        let ownerIsProtocol = index.declaration(of: owner)?.kind == .protocol
        if found.mentions(["Self"]) {
            if index.declaration(of: type)?.kind == .protocol {
                // On an existential (`theme: Theme`) a `Self` result reads as the existential;
                // `Self` inside another type is not followed.
                guard found.unwrapped == .named("Self") else { return nil }
            }
            found = found.substituting(["Self": .named(ProjectIndex.simpleName(type), arguments: arguments)])
        }
        let placeholders = ownerIsProtocol ? index.associatedTypes(of: owner) : Set(index.types(named: owner).flatMap(\.genericParameters))
        guard found.mentions(placeholders) else { return found }
        var bindings: [String: TypeRef] = [:]
        if ownerIsProtocol {
            // Each associated type is bound where its own protocol is adopted (`Cell` of
            // `TypedRowType`, which `RowType` refines).
            for protocolName in [owner] + index.adoptedProtocols(of: owner) {
                let declared = Set(index.types(named: protocolName).flatMap(\.genericParameters)).subtracting(bindings.keys)
                guard found.mentions(declared), let conformer = conformer(of: type, to: protocolName),
                      let bound = placeholderBindings(at: conformer, from: type, arguments: arguments) else { continue }
                for name in declared { if let value = bound[name] { bindings[name] = value } }
            }
        } else {
            guard let bound = placeholderBindings(at: owner, from: type, arguments: arguments) else { return nil }
            bindings = bound
        }
        let result = found.substituting(bindings)
        return result.mentions(placeholders) ? nil : result
    }

    /// The class of `type`'s chain nearest the root that adopts `protocolName` (directly or by
    /// a protocol refining it): there the compiler binds the protocol's associated types, by
    /// generic parameters of the same name. Nil for a protocol value or a type that does not adopt it.
    private func conformer(of type: String, to protocolName: String) -> String? {
        guard index.declaration(of: type)?.kind != .protocol else { return nil }
        return index.superclassChain(of: type).last { owner in
            index.types(named: owner).flatMap(\.inherited).map(ProjectIndex.simpleName).contains { adopted in
                adopted == protocolName || index.adoptedProtocols(of: adopted).contains(protocolName)
            }
        }
    }
}

extension TypeRef {
    /// Without the parts that name `placeholders`: nil when the type is one (or its element or
    /// optional is), a generic type whose argument names one keeps only its name (`Box<T>` -> `Box`).
    func erasing(_ placeholders: Set<String>) -> TypeRef? {
        guard mentions(placeholders) else { return self }
        switch self {
        case .named(let name, _): return placeholders.contains(name) ? nil : .named(name)
        case .optional(let wrapped): return wrapped.erasing(placeholders).map { .optional($0) }
        case .array(let element): return element.erasing(placeholders).map { .array($0) }
        case .dictionary(let key, let value):
            guard let key = key.erasing(placeholders), let value = value.erasing(placeholders) else { return nil }
            return .dictionary(key: key, value: value)
        case .metatype(let inner): return inner.erasing(placeholders).map { .metatype($0) }
        case .opaque: return self
        }
    }
}
