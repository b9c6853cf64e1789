import ModernizeCore

/// What the project index can tell about the type of an expression, without a type checker.
enum IndexTypes {
    /// `Model()` / `Model(store: s)` -> `Model`.
    static func constructedType(_ expression: String) -> String? {
        guard let paren = expression.firstIndex(of: "("), expression.hasSuffix(")") else { return nil }
        let name = String(expression[..<paren])
        guard let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return ProjectIndex.simpleName(name)
    }

    /// A property's type: its annotation, or `Type(...)` as its initial value.
    static func type(of property: PropertyFacts) -> String? {
        if let type = property.type { return ProjectIndex.simpleName(type) }
        return property.initializer.flatMap(constructedType)
    }

    /// The type an expression refers to: `Model()`, `self`, a property of the caller's type
    /// (`model`, `self.model`, `self?.model`), or a member chain whose last property has one
    /// type everywhere. Nil when the index cannot tell.
    static func resolve(_ expression: String, in callerType: String?, index: ProjectIndex) -> String? {
        var expression = expression.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if expression == "self" { return callerType }
        if expression.hasPrefix("self.") { expression.removeFirst("self.".count) }
        if let constructed = constructedType(expression) { return constructed }
        guard !expression.isEmpty, expression.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        let components = expression.split(separator: ".").map(String.init)
        let candidates: [PropertyFacts]
        if components.count == 1, let callerType {
            candidates = index.types(named: callerType).flatMap(\.properties).filter { $0.name == components[0] }
        } else {
            candidates = index.propertiesByName[components.last!] ?? []
        }
        let types = Set(candidates.map { type(of: $0) ?? "?" })
        return types.count == 1 && types.first != "?" ? types.first : nil
    }
}
