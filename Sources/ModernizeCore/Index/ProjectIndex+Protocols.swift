extension ProjectIndex {
    /// The project protocols `name` adopts: listed by it, its extensions or a superclass the
    /// project declares, then the protocols those inherit, nearest first. For a protocol, the
    /// protocols it inherits. SDK protocols are left out (the index has no members of theirs).
    public func adoptedProtocols(of name: String) -> [String] {
        var found: [String] = []
        var queue = superclassChain(of: name).flatMap { type in types(named: type).flatMap(\.inherited) }.map(Self.simpleName)
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard !found.contains(next), next != Self.simpleName(name), let declaration = declaration(of: next),
                  declaration.kind == .protocol else { continue }
            found.append(next)
            queue += types(named: next).flatMap(\.inherited).map(Self.simpleName)
        }
        return found
    }

    /// The associated types of `protocolName` and of the protocols it inherits.
    public func associatedTypes(of protocolName: String) -> Set<String> {
        Set(([protocolName] + adoptedProtocols(of: protocolName)).flatMap { types(named: $0).flatMap(\.genericParameters) })
    }
}
