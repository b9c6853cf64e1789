import ModernizeCore

/// A property that holds what a weak delegate of another object points at: the same function
/// also assigns its value to that delegate (`presented.transitioningDelegate = transition` after
/// `transition = Transition()`). UIKit's delegates are weak, so this property keeps the object alive.
enum KeepAliveHolders {
    /// The first such write in `owner`'s code (declaration and extensions, from the index).
    static func handOff(of property: String, in owner: String, index: ProjectIndex) -> IndexedUse? {
        for type in index.types(named: owner) {
            for function in type.functions {
                let writes = function.uses.filter { $0.kind == .member && $0.isWrite }
                let own = writes.filter { $0.name == property && ($0.receiver.isEmpty || $0.receiver == "self") }
                guard !own.isEmpty else { continue }
                var values: Set<String> = [property, "self." + property]
                for write in own { if let value = write.assignedValue?.trimmingCharacters(in: .whitespaces) { values.insert(value) } }
                // A new object written to both would be two objects, not one.
                values = values.filter { !DelegateWrites.isNewObject($0) && $0 != "nil" && $0 != "self" }
                if let handOff = writes.first(where: { write in
                    // Another object's delegate, or one this class inherits from UIKit
                    // (`transitioningDelegate`); a property the project declares on it is not a hand-off.
                    WeakDelegate.isDelegateName(write.name) && !own.contains(write)
                        && !((write.receiver.isEmpty || write.receiver == "self") && declaresProperty(write.name, in: owner, index: index))
                        && values.contains(write.assignedValue?.trimmingCharacters(in: .whitespaces) ?? "")
                }) {
                    return handOff
                }
            }
        }
        return nil
    }

    private static func declaresProperty(_ name: String, in owner: String, index: ProjectIndex) -> Bool {
        index.superclassChain(of: owner).contains { type in index.types(named: type).contains { $0.properties.contains { $0.name == name } } }
    }
}
