import Foundation

/// Calls between the project's functions, from the index's recorded calls (every call when a
/// rule asked for `IndexInterest.callGraph`), resolved by the receiver's type where the resolver
/// knows it and by name where it does not (every function of that name: a superset, so a
/// question "does it reach X?" errs towards yes).
public struct CallGraph {
    /// Paths longer than this, or walks visiting more functions, stop (and find nothing more).
    public static let maximumDepth = 5
    public static let maximumFunctions = 2_000

    public let index: ProjectIndex
    public let types: ExpressionTypeResolver

    public init(index: ProjectIndex) {
        self.index = index
        self.types = ExpressionTypeResolver(index: index)
    }

    /// A function with the type whose code holds it (nil: a free function).
    public struct Node: Sendable {
        public let function: FunctionFacts
        public let owner: String?
    }

    /// What a call's receiver is.
    public enum Receiver {
        /// No receiver, or `self`: code in this type (nil: a free function).
        case unqualified(callerType: String?)
        /// A receiver the resolver typed (an instance or the type itself).
        case typed(String)
        /// A receiver the resolver could not type.
        case unknown
    }

    /// The project functions `receiver.name(labels)` may run.
    public func callees(name: String, labels: [String]?, trailingClosures: Int = 0, receiver: Receiver) -> [Node] {
        let named = nodes(named: name).filter { node in
            labels.map { node.function.accepts(labels: $0, trailingClosures: trailingClosures) } ?? true
        }
        guard !named.isEmpty else { return [] }
        switch receiver {
        case .unqualified(let callerType):
            // A method of the caller's class chain, else a free function, else (declared where
            // the index does not show) any function of that name.
            let chain = callerType.map { types.classChain(of: $0) } ?? []
            let methods = named.filter { $0.owner.map(chain.contains) ?? false }
            if !methods.isEmpty { return methods }
            let free = named.filter { $0.owner == nil }
            return free.isEmpty ? named : free
        case .typed(let type):
            let chain = types.classChain(of: type)
            return named.filter { $0.owner.map(chain.contains) ?? false }
        case .unknown:
            return named.filter { $0.owner != nil }
        }
    }

    /// The receiver of a recorded call, typed in the code of `callerType`.
    public func receiver(of use: IndexedUse, callerType: String?, callerIsStatic: Bool) -> Receiver {
        if use.receiver.isEmpty || use.receiver == "self" { return .unqualified(callerType: callerType) }
        return receiver(types.type(ofReceiverOf: use, inType: callerType, isStatic: callerIsStatic))
    }

    /// A resolved receiver expression as a `Receiver` (`Model.shared` and `Model` alike: `Model`;
    /// an array or a dictionary: the standard library's, whose methods no project type declares).
    public func receiver(_ type: ResolvedType) -> Receiver {
        switch type.type?.unwrapped {
        case .metatype(let inner)?: inner.nominalName.map(Receiver.typed) ?? .unknown
        case .array?: .typed("Array")
        case .dictionary?: .typed("Dictionary")
        case let type?: type.nominalName.map(Receiver.typed) ?? .unknown
        case nil: .unknown
        }
    }

    /// The calls of the shortest path from `start` to a recorded use satisfying `found`, ending
    /// with that use; nil when none is reached within the bounds. With `skipAsync`, async
    /// functions are not entered (a caller awaits them; what they block is their own concern).
    /// A path's calls, and whether some step chose its callee by name only (the receiver's
    /// type unknown): then the path may not be the one the program takes.
    public struct Path {
        public let calls: [IndexedUse]
        public let byName: Bool
    }

    public func firstPath(from start: [Node], byName: Bool = false, skipAsync: Bool = true, where found: (IndexedUse) -> Bool) -> Path? {
        var queue: [(node: Node, path: [IndexedUse], byName: Bool)] = start.map { ($0, [], byName) }
        var visited: Set<IndexLocation> = []
        var head = 0
        while head < queue.count, visited.count < Self.maximumFunctions {
            let (node, path, guessed) = queue[head]
            head += 1
            guard visited.insert(node.function.location).inserted, !(skipAsync && node.function.isAsync) else { continue }
            // Code in a closure that runs later (`queue.async { }`) does not block this caller.
            if let use = node.function.uses.first(where: { !$0.isDeferred && found($0) }) { return Path(calls: path + [use], byName: guessed) }
            guard path.count + 1 < Self.maximumDepth else { continue }
            for step in steps(from: node) {
                queue += step.callees.map { ($0, path + [step.call], guessed || step.byName) }
            }
        }
        return nil
    }

    /// A call in a function's code that may run project functions, with those functions.
    struct Step: Sendable {
        let call: IndexedUse
        let callees: [Node]
        /// Chosen by name only: the receiver's type is unknown.
        let byName: Bool
    }

    /// The calls of `node`'s code (not deferred) that may run project functions, in order.
    /// Computed once per function and run (`IndexMemo`): typing each receiver was most of a
    /// search's time, and searches from sites across the project walk the same functions.
    /// Not with `--type-report`, which counts the questions each site's search asks.
    func steps(from node: Node) -> [Step] {
        let memo = TypeQuestionLog.current == nil ? index.memo.value("call-graph.steps") { StepMemo() } : nil
        if let known = memo?.steps(of: node.function.location) { return known }
        var steps: [Step] = []
        for use in node.function.uses where use.kind == .call && !use.isDeferred && index.functionsByName.contains(use.name) {
            let receiver = receiver(of: use, callerType: node.owner, callerIsStatic: node.function.isStatic)
            let next = callees(name: use.name, labels: use.arguments.map(Self.label), trailingClosures: use.trailingClosures, receiver: receiver)
            let byName = if case .unknown = receiver { true } else { false }
            steps.append(Step(call: use, callees: next, byName: byName))
        }
        memo?.store(steps, of: node.function.location)
        return steps
    }

    /// Each function's steps, by the function's place (one function, one owner).
    final class StepMemo: @unchecked Sendable {
        private let lock = NSLock()
        private var known: [IndexLocation: [Step]] = [:]

        func steps(of function: IndexLocation) -> [Step]? { lock.withLock { known[function] } }

        func store(_ steps: [Step], of function: IndexLocation) { lock.withLock { known[function] = steps } }
    }

    /// `label: value` -> `label`; an unlabeled argument -> `_`.
    static func label(_ argument: String) -> String {
        guard let colon = argument.firstIndex(of: ":"),
              argument[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !argument[..<colon].isEmpty else { return "_" }
        return String(argument[..<colon])
    }

    /// The functions and initializers named `name` with their owners (free initializers do not exist).
    private func nodes(named name: String) -> [Node] {
        index.functionsByName.withOwners(name).compactMap { owner, function in
            function.kind == .function || (owner != nil && function.kind == .initializer) ? Node(function: function, owner: owner) : nil
        }
    }
}
