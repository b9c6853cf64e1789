import ModernizeCore
import SwiftSyntax

/// A helper declared in another file, followed through the index: the parameter the view is
/// passed as, the writes that go through it, and what else the body does with it.
extension HelperCall {
    /// Can a parameter the index recorded take this view (see `accepts(_:in:)`).
    func accepts(_ parameter: ParameterFacts, generics: [String]) -> Bool {
        guard let type = Self.elementType(of: parameter) else { return true }
        return type.nominalName.map { compatible($0, generics: generics) } ?? true
    }

    /// The type of the values a parameter holds: its own, or its elements' for a variadic or an
    /// array parameter; nil when the rule cannot read it.
    static func elementType(of parameter: ParameterFacts) -> TypeRef? {
        guard let type = TypeRef(parsing: parameter.type)?.unwrapped else { return nil }
        if !parameter.isVariadic, case .array(let element) = type { return element.unwrapped }
        return type
    }

    /// A variadic or an array parameter: its writes go through its elements.
    static func isSequence(_ parameter: ParameterFacts) -> Bool {
        if parameter.isVariadic { return true }
        if case .array? = TypeRef(parsing: parameter.type)?.unwrapped { return true }
        return false
    }

    /// A callee declared in another file, from the parameters and writes the index records: the
    /// parameter the view is passed as, and the writes that go through it (on it, or on each of
    /// its elements through `forEach` / `for ... in`).
    func acrossFiles(
        _ callee: CallGraph.Node, position: Int, call: FunctionCallExprSyntax, selector: String, site: (String) -> Outcome
    ) -> Outcome {
        let function = callee.function
        let writes = function.uses.filter { $0.kind == .member && $0.name == AutoLayoutOptIn.property && $0.isWrite }
        // A function without a write of the property: the rule cannot follow what it does with the view.
        guard !writes.isEmpty else { return .unknown }
        guard let slot = Self.slot(at: position, of: call, in: Self.shapes(of: function)) else {
            return site("\(selector), whose parameters the rule cannot line up with this call's arguments")
        }
        let parameter = function.parameters[slot]
        let sequence = Self.isSequence(parameter)
        let through = writes.filter { write in
            write.receiverParameter == slot && write.receiverIsParameterElement == sequence && Self.isBare(write.receiver)
        }
        if through.contains(where: { $0.assignedValue == "false" }) {
            guard accepts(parameter, generics: function.genericParameters) else {
                return site("\(selector), which sets it on a `\(parameter.type)`, not a `\(viewType)`")
            }
            return .sets
        }
        // A value the index did not record, or not a literal (`v.translates... = flag`).
        if through.contains(where: { !["true", "false"].contains($0.assignedValue ?? "") }) {
            return site("\(selector), which sets it to a value the rule cannot read (\(through[0].location))")
        }
        guard let handedOn = parameter.handedOn else {
            return site("\(selector), whose use of the parameter the index did not record")
        }
        let harmless = AutoLayoutOptIn.hierarchyCalls.union(AutoLayoutOptIn.hierarchyCalls.map { "." + $0 })
        if let use = handedOn.first(where: { !harmless.contains($0) }) {
            let how = use.isEmpty ? "" : " (`\(use.hasPrefix(".") ? parameter.name + use : use)`)"
            return site("\(selector), which hands it on\(how) where the rule does not follow")
        }
        return .doesNotSet
    }

    /// `v`, `$0`, `v?`, `v!`: the value itself, not one of its properties.
    static func isBare(_ receiver: String) -> Bool {
        var text = Substring(receiver.trimmingCharacters(in: .whitespacesAndNewlines))
        while text.last == "?" || text.last == "!" { text = text.dropLast() }
        return !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
    }
}
