import ModernizeCore

/// Module-wide facts for `observable-macro`, from the project index only, so every file
/// decides the same: which `ObservableObject` classes can become `@Observable`, what blocks
/// the others, and which files take part in each class's change.
struct ObservableCandidates {
    /// A class whose declaration lists `ObservableObject`, with what blocks it (nil: nothing).
    struct Candidate {
        let type: TypeFacts
        let blocker: String?
        /// The files that must take a part: the declaration, the views holding it, the injections.
        let files: Set<String>
        var group: SiteGroup { SiteGroup(id: type.name, files: files) }
    }

    static let wrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

    let index: ProjectIndex
    private(set) var byName: [String: Candidate] = [:]
    /// `.environmentObject(x)` calls, with the class `x` was resolved to (nil: unknown).
    private(set) var injections: [(use: IndexedUse, callerType: String?, type: String?)] = []

    init(index: ProjectIndex) {
        self.index = index
        let classes = index.typesByName.values.joined().filter { type in
            type.kind == .class && type.inherited.map(ProjectIndex.simpleName).contains("ObservableObject")
        }
        injections = (index.callsByName["environmentObject"] ?? []).map { call in
            (call.use, call.callerType, call.use.arguments.first.flatMap { Self.resolve($0, in: call.callerType, index: index) })
        }
        let unresolvedInjection = injections.first { $0.type == nil }
        let genericUse = index.typeReferencesByName["ObservableObject"]?.first
        let uses = Self.observationUses(index)
        for type in classes.sorted(by: { $0.location.description < $1.location.description }) {
            var files: Set<String> = [type.location.path]
            for property in Self.wrappedProperties(of: type.name, index: index) { files.insert(property.location.path) }
            for injection in injections where injection.type == type.name { files.insert(injection.use.location.path) }
            let blocker = Self.blocker(
                of: type, index: index, uses: uses, unresolvedInjection: unresolvedInjection?.use, genericUse: genericUse)
            byName[type.name] = Candidate(type: type, blocker: blocker, files: files)
        }
    }

    /// Properties anywhere declared `@StateObject` / `@ObservedObject` / `@EnvironmentObject`
    /// of the class `name` (by annotation or by `name(...)` initial value).
    static func wrappedProperties(of name: String, index: ProjectIndex) -> [PropertyFacts] {
        index.propertiesByName.values.joined().filter { property in
            !wrappers.isDisjoint(with: property.attributes) && propertyType(property) == name
        }.sorted { $0.location.description < $1.location.description }
    }

    static func propertyType(_ property: PropertyFacts) -> String? { IndexTypes.type(of: property) }

    static func constructedType(_ expression: String) -> String? { IndexTypes.constructedType(expression) }

    static func resolve(_ expression: String, in callerType: String?, index: ProjectIndex) -> String? {
        IndexTypes.resolve(expression, in: callerType, index: index)
    }

    // MARK: Blockers

    private static func blocker(
        of type: TypeFacts, index: ProjectIndex, uses: [(owner: String?, use: IndexedUse)], unresolvedInjection: IndexedUse?,
        genericUse: IndexedUse?
    ) -> String? {
        let name = type.name
        // The byte scan of every file sees declarations and subclasses in files no trigger brought in.
        if index.types(named: name).filter({ $0.kind != .extension }).count > 1 || index.scannedDeclarations(of: name).count > 1 {
            return "the project declares more than one type named `\(name)`, so its uses cannot be told apart; migrate it by hand"
        }
        if type.isOpen { return "`\(name)` is `open`: subclasses in other modules may rely on ObservableObject; make it non-open first if no other module subclasses it" }
        if let subclass = index.subclasses(of: name).first {
            return "`\(subclass.name)` (\(subclass.location)) subclasses it, and @Observable does not observe a subclass's own properties; migrate the hierarchy by hand (or make the subclasses final observable classes of their own)"
        }
        if let subclass = index.scannedSubclasses(of: name).first {
            return "`\(subclass.name)` (\(subclass.path)) subclasses it, and @Observable does not observe a subclass's own properties; migrate the hierarchy by hand (or make the subclasses final observable classes of their own)"
        }
        for inherited in type.inherited.map(ProjectIndex.simpleName) where inherited != "ObservableObject" {
            if let declared = index.declaration(of: inherited), declared.kind == .protocol,
               declared.inherited.map(ProjectIndex.simpleName).contains("ObservableObject") {
                return "it conforms to `\(inherited)`, a protocol that requires ObservableObject (\(declared.location)); change that protocol's requirement (`AnyObject`, or `Observable`) first"
            }
        }
        if let genericUse {
            return "the project uses ObservableObject as a type at \(genericUse.location) (a generic constraint or existential) that `\(name)` may be passed to; change it to `Observable` / `AnyObject` first"
        }
        let published = Set(type.properties.filter { $0.attributes.contains("Published") }.map(\.name))
        for (owner, use) in uses {
            if use.name == "objectWillChange", refers(to: name, use: use, owner: owner, index: index) {
                return "`objectWillChange` is used at \(use.location); replace it (Observation's `withObservationTracking`) first"
            }
            if use.name.hasPrefix("$"), published.contains(String(use.name.dropFirst())), refers(to: name, use: use, owner: owner, index: index) {
                return "the publisher `\(use.receiver.isEmpty ? "" : use.receiver + ".")\(use.name)` is used at \(use.location) (`sink`, `assign`, `onReceive`...); replace it (`didSet`, `withObservationTracking` or an AsyncStream) first"
            }
        }
        if let unresolvedInjection, !wrappedProperties(of: name, index: index).filter({ $0.attributes.contains("EnvironmentObject") }).isEmpty {
            return "`.environmentObject(\(unresolvedInjection.arguments.first ?? ""))` at \(unresolvedInjection.location) injects an object whose type the index cannot tell, and a missed injection of an @Observable class crashes at run time; give that argument a declared type first"
        }
        return nil
    }

    /// A use inside the class (or an extension of it), or on a receiver that is (or may be) the class.
    private static func refers(to name: String, use: IndexedUse, owner: String?, index: ProjectIndex) -> Bool {
        if use.receiver.isEmpty || ["self", "self?", "self!"].contains(use.receiver) { return owner == name }
        guard let resolved = resolve(use.receiver, in: owner, index: index) else { return true }  // unknown: may be it
        return resolved == name
    }

    /// Every `objectWillChange` and `$name` use, with the type whose code holds it, in path order.
    private static func observationUses(_ index: ProjectIndex) -> [(owner: String?, use: IndexedUse)] {
        let owned = index.typesByName.values.joined().flatMap { type in type.functions.map { (Optional(type.name), $0) } }
            + index.freeFunctions.map { (String?.none, $0) }
        return owned.flatMap { owner, function in
            function.uses.filter { $0.kind == .member && ($0.name == "objectWillChange" || $0.name.hasPrefix("$")) }.map { (owner, $0) }
        }.sorted { ($0.use.location.path, $0.use.location.position) < ($1.use.location.path, $1.use.location.position) }
    }
}
