import ModernizeCore

/// What building one more `M` runs, from the index (`IndexInterest.initializerCalls`): the
/// calls of the initializer a `@State` initial value uses and of `M`'s stored properties'
/// initial values. `@State` builds a new instance on every re-creation of the view and drops
/// it, so those calls repeat; the note names them, or says there are none.
struct ConstructionCalls {
    let note: String

    /// Standard-library, Foundation and Combine initializers that build a value and do nothing else.
    static let valueConstructors: Set<String> = [
        "Set", "Array", "Dictionary", "String", "Int", "Double", "Float", "Bool", "Date", "UUID", "URL", "Data", "Decimal",
        "CGFloat", "CGSize", "CGPoint", "CGRect", "IndexPath", "IndexSet", "NSLock", "PassthroughSubject", "CurrentValueSubject",
    ]

    /// `labels`: the constructing call's argument labels (nil: not known), to pick the initializer.
    init(className: String, index: ProjectIndex, labels: [String]?) {
        let initializers = index.functions(of: className, named: "init")
        let initializer = labels.flatMap { labels in initializers.first { $0.labels == labels } } ?? initializers.first
        // Instance properties' initial values run when one is built; `static` ones run once per
        // process, and willSet / didSet on a write.
        let propertyCode = index.types(named: className).flatMap(\.functions).filter { $0.kind == .propertyCode && !$0.isStatic }
        let initialValues = propertyCode.flatMap(\.uses).filter { !$0.runsOnWrite }
        let calls = ((initializer?.uses ?? []) + initialValues).filter { $0.kind == .call && !($0.name == "init" && $0.receiver.isEmpty) }
        let subject = initializer.map { "`\(className).init` (\($0.location))" } ?? "building `\(className)` (its property initial values)"
        // `.init(...)` builds a value of a type the context implies (`.init("name")`): not a side effect.
        // A superclass of the project's own runs its initializer too, which this does not read.
        let superclass = index.declaration(of: className)?.inherited.first.map(ProjectIndex.simpleName)
            .flatMap { index.declaration(of: $0)?.kind == .class ? $0 : nil }
        // By type, not by name: a project type called `Date` or `Set` is not the standard one.
        let effectful = calls.filter { use in
            // (an `extension URL` is not a type of its own)
            !(use.receiver.isEmpty && Self.valueConstructors.contains(use.name)
                && !index.types(named: use.name).contains { $0.kind != .extension })
        }
        if effectful.isEmpty && superclass == nil {
            let what = calls.isEmpty ? "it makes no calls" : "it calls only value initializers (\(Set(calls.map { "`\($0.name)`" }).sorted().joined(separator: ", ")))"
            note = "\(subject) now runs again on every re-creation (each new instance is dropped); \(what), so each costs an allocation"
            return
        }
        var parts: [String] = []
        if !effectful.isEmpty {
            // A chain (`Timer.publish(...).autoconnect().sink { }`) is one statement: named by its first call.
            var chains: [(location: IndexLocation, uses: [IndexedUse])] = []
            for use in effectful {
                if let index = chains.firstIndex(where: { $0.location == use.location }) { chains[index].uses.append(use) } else { chains.append((use.location, [use])) }
            }
            let named = chains.prefix(3).map { chain -> String in
                let root = chain.uses.min { $0.receiver.count < $1.receiver.count }!
                return "`\(Self.shortReceiver(root.receiver))\(root.name)(...)\(chain.uses.count > 1 ? "…" : "")` (\(chain.location))"
            }
            let more = chains.count > 3 ? " and \(chains.count - 3) more call\(chains.count == 4 ? "" : "s")" : ""
            parts.append("it calls \(named.joined(separator: ", "))\(more)")
        }
        if let superclass { parts.append("the initializer of its superclass `\(superclass)` runs too") }
        note = "\(subject) now runs again on every re-creation (each new instance is dropped); \(parts.joined(separator: "; ")): make sure none of that has side effects (network, timers, observers, registration), or move it to `.task { }`"
    }

    /// `Timer.publish(every: 1, ...)\n.autoconnect()` -> `Timer.publish(...)….`: a receiver short
    /// enough for a note, on one line.
    static func shortReceiver(_ receiver: String) -> String {
        guard !receiver.isEmpty else { return "" }
        let oneLine = receiver.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard oneLine.count > 30 || oneLine.contains("("), let open = oneLine.firstIndex(of: "(") else { return oneLine + "." }
        return oneLine[..<open] + "(...)…."
    }
}
