/// `ProjectIndex.allFunctions`: every type's functions in order, then the free functions,
/// without copying them into one array.
public struct AllFunctions: Sequence, Sendable {
    let types: [TypeFacts]
    let free: [FunctionFacts]

    public struct Iterator: IteratorProtocol {
        private let types: [TypeFacts]
        private let free: [FunctionFacts]
        /// `types.count` once the types are done: then `function` walks `free`.
        private var type = 0
        private var function = 0

        init(types: [TypeFacts], free: [FunctionFacts]) {
            self.types = types
            self.free = free
        }

        public mutating func next() -> FunctionFacts? {
            while type < types.count {
                let functions = types[type].functions
                if function < functions.count {
                    function += 1
                    return functions[function - 1]
                }
                (type, function) = (type + 1, 0)
            }
            guard function < free.count else { return nil }
            function += 1
            return free[function - 1]
        }
    }

    public func makeIterator() -> Iterator { Iterator(types: types, free: free) }

    /// Every recorded use of every function, in the same order.
    public var uses: LazySequence<FlattenSequence<LazyMapSequence<AllFunctions, [IndexedUse]>>> { lazy.flatMap(\.uses) }
}
