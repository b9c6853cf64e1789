import ModernizeCore

/// Who assigns the delegate, from the project index: a weak reference keeps nothing alive, so
/// a delegate the property is the only owner of would be released at once.
struct DelegateWrites {
    enum Verdict {
        /// Every write assigns `self` or `nil`.
        case onlySelf
        /// A write assigns an object something else may or may not keep alive. `certain`: the
        /// write's receiver is this class; otherwise its type is unknown and it may be.
        case shared(IndexedUse, certain: Bool)
        /// A write assigns a new object: after `weak` nothing would hold it.
        case fresh(IndexedUse, certain: Bool)
        /// A key path names the property (`\Job.delegate`; `certain` false: `\.delegate`, whose
        /// root is not written): code given it may assign any object, which nothing else may hold.
        case keyPath(IndexedUse, certain: Bool)
        /// `job.delegate = self` on a local the same function creates (`let job = Job()`) and
        /// hands to nothing else (`job.start()`): not an object `self` owns, so no retain cycle is
        /// broken, and this property may be what keeps `self` alive until `job` calls back.
        case selfOnNewLocal(IndexedUse)
    }

    /// Every member write in the project, by member name, with the type whose code holds it
    /// (computed once per index).
    static func writes(_ index: ProjectIndex) -> [String: [(caller: String?, isStatic: Bool, use: IndexedUse)]] {
        index.memo.value("weak-delegate.writes") {
            var writes: [String: [(caller: String?, isStatic: Bool, use: IndexedUse)]] = [:]
            for type in index.allTypes {
                for function in type.functions {
                    for use in function.uses where use.kind == .member && use.isWrite {
                        writes[use.name, default: []].append((type.name, function.isStatic, use))
                    }
                }
            }
            for function in index.freeFunctions {
                for use in function.uses where use.kind == .member && use.isWrite {
                    writes[use.name, default: []].append((nil, false, use))
                }
            }
            return writes.mapValues { $0.sorted { ($0.use.location.path, $0.use.location.position) < ($1.use.location.path, $1.use.location.position) } }
        }
    }

    static func verdict(property: String, owner: String, index: ProjectIndex) -> Verdict {
        var shared: (use: IndexedUse, certain: Bool)?
        var fresh: (use: IndexedUse, certain: Bool)?
        var selfOnNewLocal: IndexedUse?
        for write in resolvedWrites(index)[property] ?? [] {
            guard mayBe(owner, write.receiver, index: index), let value = write.use.assignedValue else { continue }
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            if trimmed == "self", write.use.receiverLocalIsCreated, !write.use.receiverLocalIsHandedOn, case .resolved = write.receiver {
                if selfOnNewLocal == nil { selfOnNewLocal = write.use }
                continue
            }
            if trimmed == "self" || trimmed == "nil" { continue }
            let certain = if case .unknown = write.receiver { false } else { true }
            // A write known to set this property is cited before one that only may.
            if Self.isNewObject(trimmed) {
                if fresh == nil || (certain && fresh?.certain == false) { fresh = (write.use, certain) }
            } else if shared == nil || (certain && shared?.certain == false) {
                shared = (write.use, certain)
            }
        }
        if let fresh { return .fresh(fresh.use, certain: fresh.certain) }
        if let shared { return .shared(shared.use, certain: shared.certain) }
        var keyPath: (use: IndexedUse, certain: Bool)?
        for use in keyPaths(index)[property] ?? [] {
            let root = use.receiver.dropFirst()
            let certain = !root.isEmpty && root.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            if certain && !index.superclassChain(of: String(root)).contains(owner) { continue }
            if keyPath == nil || (certain && keyPath?.certain == false) { keyPath = (use, certain) }
        }
        if let keyPath { return .keyPath(keyPath.use, certain: keyPath.certain) }
        if let selfOnNewLocal { return .selfOnNewLocal(selfOnNewLocal) }
        return .onlySelf
    }

    /// Key paths naming a delegate-like member (`\Job.delegate`, `\.delegate`), by member name,
    /// in path order (computed once per index). Writes through `x[keyPath: \.delegate] = v`
    /// are recorded as writes, not here.
    static func keyPaths(_ index: ProjectIndex) -> [String: [IndexedUse]] {
        index.memo.value("weak-delegate.key-paths") {
            var found: [String: [IndexedUse]] = [:]
            for function in index.allFunctions {
                for use in function.uses where use.kind == .member && !use.isWrite && use.receiver.hasPrefix("\\") {
                    found[use.name, default: []].append(use)
                }
            }
            return found.mapValues { $0.sorted { ($0.location.path, $0.location.position) < ($1.location.path, $1.location.position) } }
        }
    }

    /// The type a write's receiver is, as far as the index can tell.
    enum Receiver: Sendable {
        /// `self` (or no receiver) in this type's code; nil: in a free function.
        case ownCode(String?)
        case resolved(String)
        case unknown
    }

    /// `writes` with each receiver resolved, which does not depend on the class asking:
    /// computed once per index, not once per delegate property (thousands of writes each).
    private static func resolvedWrites(_ index: ProjectIndex) -> [String: [(use: IndexedUse, receiver: Receiver)]] {
        index.memo.value("weak-delegate.resolved-writes") {
            let types = ExpressionTypeResolver(index: index)
            return writes(index).mapValues { writes in
                writes.map { caller, isStatic, use in
                    if use.receiver.isEmpty || use.receiver == "self" { return (use, Receiver.ownCode(caller)) }
                    return (use, types.type(ofReceiverOf: use, inType: caller, isStatic: isStatic).nominalName.map(Receiver.resolved) ?? .unknown)
                }
            }
        }
    }

    /// `Handler()`, `Source<A, B>(view) { ... }`, `.init(...)`, a closure: an object nobody else has yet.
    static func isNewObject(_ expression: String) -> Bool {
        if expression.hasPrefix(".init(") || expression.hasPrefix("{") { return true }
        guard let first = expression.first, first.isUppercase else { return false }
        let name = expression.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let rest = expression.dropFirst(name.count)
        return rest.hasPrefix("(") || rest.hasPrefix("<") || rest.hasPrefix(" {") || rest.hasPrefix("{")
    }

    /// The write may set this class's property: inside the class (or a subclass), or on a
    /// receiver the index resolves to it, or cannot resolve at all.
    private static func mayBe(_ owner: String, _ receiver: Receiver, index: ProjectIndex) -> Bool {
        switch receiver {
        case .ownCode(let caller): caller.map { index.superclassChain(of: $0).contains(owner) } ?? false
        case .resolved(let type): index.superclassChain(of: type).contains(owner)
        case .unknown: true
        }
    }
}
