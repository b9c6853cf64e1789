import ModernizeCore
import SwiftParser
import SwiftSyntax

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
        /// `objectWillChange` / `$property` uses in UIView and UIViewController subclasses:
        /// `uikit-observation-tracking` takes them into this change (or blocks it, saying why).
        let uikitSubscriptions: [IndexedUse]
        var group: SiteGroup { SiteGroup(id: type.name, files: files) }
    }

    static let wrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

    let index: ProjectIndex
    private(set) var byName: [String: Candidate] = [:]
    /// `.environmentObject(x)` calls, with the class `x` was resolved to (nil: unknown).
    private(set) var injections: [(use: IndexedUse, callerType: String?, type: String?)] = []

    init(index: ProjectIndex) {
        self.index = index
        let classes = index.allTypes.filter { type in
            type.kind == .class && type.inherited.map(ProjectIndex.simpleName).contains("ObservableObject")
        }
        let resolver = ExpressionTypeResolver(index: index)
        injections = (index.callsByName["environmentObject"] ?? []).map { call in
            (call.use, call.callerType, call.use.arguments.first.flatMap {
                Self.heldClass(
                    ofExpression: $0, in: call.callerType, locals: Self.argumentLocals(call.use), resolver: resolver,
                    at: call.use.argumentPosition.map { IndexLocation(path: call.use.location.path, position: $0) })
            })
        }
        let unresolvedInjection = injections.first { $0.type == nil }
        let genericUse = index.typeReferencesByName["ObservableObject"]?.first
        let uses = Self.observationUses(index)
        let (held, unresolvedHolder) = Self.wrappedPropertiesByClass(index, resolver: resolver)
        let headers = Headers(index.typeHeaders)
        // UIKit subscribers take part in a class's change only when their rule runs too.
        let uikitRuleRuns = index.ruleIDs.contains("uikit-observation-tracking")
        for type in classes.sorted(by: { $0.location.description < $1.location.description }) {
            var files: Set<String> = [type.location.path]
            for property in held[type.name] ?? [] { files.insert(property.location.path) }
            for injection in injections where injection.type == type.name { files.insert(injection.use.location.path) }
            var uikitSubscriptions: [IndexedUse] = []
            let blocker = Self.blocker(
                of: type, index: index, uses: uses, held: held[type.name] ?? [], headers: headers,
                unresolvedInjection: unresolvedInjection?.use, unresolvedHolder: unresolvedHolder, genericUse: genericUse, resolver: resolver,
                delegatesUIKitSubscribers: uikitRuleRuns, uikitSubscriptions: &uikitSubscriptions)
            if blocker == nil { for use in uikitSubscriptions { files.insert(use.location.path) } }
            byName[type.name] = Candidate(type: type, blocker: blocker, files: files, uikitSubscriptions: blocker == nil ? uikitSubscriptions : [])
        }
    }

    /// Properties anywhere declared `@StateObject` / `@ObservedObject` / `@EnvironmentObject`,
    /// by the class they hold (by annotation, or by the resolved type of the initial value:
    /// `Model()`, `Service.shared.state`, `Model.preview()`, `makeModel()`), and the first
    /// whose class the resolver cannot tell (it may hold any of the candidates).
    static func wrappedPropertiesByClass(_ index: ProjectIndex, resolver: ExpressionTypeResolver) -> (byClass: [String: [PropertyFacts]], unresolved: PropertyFacts?) {
        var byClass: [String: [PropertyFacts]] = [:]
        var unresolved: [PropertyFacts] = []
        for owner in index.allTypes {
            for property in owner.properties where !wrappers.isDisjoint(with: property.attributes) {
                let initializerLocation = property.initializerPosition.map { IndexLocation(path: property.location.path, position: $0) }
                if let type = heldClass(
                    annotation: property.type, initializer: property.initializer, in: owner.name, isStatic: property.isStatic, resolver: resolver,
                    initializerAt: initializerLocation) {
                    byClass[type, default: []].append(property)
                } else {
                    unresolved.append(property)
                }
            }
        }
        let byLocation = { (a: PropertyFacts, b: PropertyFacts) in (a.location.path, a.location.position) < (b.location.path, b.location.position) }
        return (byClass.mapValues { $0.sorted(by: byLocation) }, unresolved.sorted(by: byLocation).first)
    }

    /// The class a wrapped property holds: its annotation's, else its initial value's resolved
    /// type (nil: unknown). The index and each file's rewrite both decide through this, so they agree.
    /// `initializerAt`: where the initial value starts, for the build index.
    static func heldClass(
        annotation: String?, initializer: String?, in owner: String?, isStatic: Bool, resolver: ExpressionTypeResolver, initializerAt: IndexLocation?
    ) -> String? {
        if let annotation { return ProjectIndex.simpleName(annotation) }
        guard let initializer else { return nil }
        return heldClass(ofExpression: initializer, in: owner, isStatic: isStatic, resolver: resolver, at: initializerAt)
    }

    /// The local or parameter a recorded call's first argument starts with, typed as the index
    /// recorded it (`viewModel: SettingsViewModel` for `.environmentObject(viewModel)`).
    static func argumentLocals(_ use: IndexedUse) -> [String: TypeRef?] {
        guard let type = use.argumentLocalType, let argument = use.arguments.first else { return [:] }
        let name = String(argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return name.isEmpty ? [:] : [name: TypeRef(parsing: type)]
    }

    /// The class an expression written as text evaluates to (`.environmentObject(x)`'s `x`,
    /// a receiver), in the code of `owner`; nil when the resolver cannot tell. `Name(...)` of a
    /// type the index does not hold (a subclass of an ObservableObject in a file no trigger
    /// brought in) is `Name` all the same: such a class is never a candidate. `location`: where
    /// the text starts in its file, for the build index (each file's rewrite passes the same place).
    static func heldClass(
        ofExpression expression: String, in owner: String?, isStatic: Bool = false, locals: [String: TypeRef?] = [:], resolver: ExpressionTypeResolver,
        at location: IndexLocation? = nil
    ) -> String? {
        if let name = resolver.type(ofText: expression, at: location, inType: owner, isStatic: isStatic, locals: locals).type?.unwrapped.nominalName {
            return name
        }
        var parser = Parser(expression)
        guard let call = ExprSyntax.parse(from: &parser).as(FunctionCallExprSyntax.self), !call.hasError else { return nil }
        var names: [String] = []
        var callee: ExprSyntax? = call.calledExpression
        while let current = callee {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text, at: 0)
                callee = nil
            } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                names.insert(access.declName.baseName.text, at: 0)
                callee = base
            } else {
                return nil
            }
        }
        guard names.allSatisfy({ $0.first?.isUppercase == true }), let last = names.last else { return nil }
        return last
    }

    /// The byte-scanned type headers of every file, by declared name and by first inherited name.
    struct Headers {
        var byName: [String: [TypeHeader]] = [:]
        var subclasses: [String: [TypeHeader]] = [:]

        init(_ headers: [TypeHeader]) {
            for header in headers {
                byName[header.name, default: []].append(header)
                if header.keyword == "class", let first = header.firstInherited { subclasses[first, default: []].append(header) }
            }
        }
    }

    // MARK: Blockers

    private static func blocker(
        of type: TypeFacts, index: ProjectIndex, uses: [String: [ObservationUse]], held: [PropertyFacts], headers: Headers,
        unresolvedInjection: IndexedUse?, unresolvedHolder: PropertyFacts?, genericUse: IndexedUse?, resolver: ExpressionTypeResolver,
        delegatesUIKitSubscribers: Bool, uikitSubscriptions: inout [IndexedUse]
    ) -> String? {
        let name = type.name
        // The byte scan of every file sees declarations and subclasses in files no trigger brought in.
        if index.types(named: name).filter({ $0.kind != .extension }).count > 1 || (headers.byName[name]?.count ?? 0) > 1 {
            return "the project declares more than one type named `\(name)`, so its uses cannot be told apart; migrate it by hand"
        }
        // `@propertyWrapper struct Published` of the project's own: `@Published` is that wrapper
        // in its module, not Combine's, and the migration would drop it.
        if type.properties.contains(where: { $0.attributes.contains("Published") }), let own = headers.byName["Published"]?.first {
            return "the project declares its own type named `Published` (\(own.path)), so `@Published` here is that wrapper, not Combine's, and removing it would change what the property does; migrate by hand, or rename the wrapper first"
        }
        if type.isOpen { return "`\(name)` is `open`: subclasses in other modules may rely on ObservableObject; make it non-open first if no other module subclasses it" }
        // Subclasses from the byte scan of every file (`index.subclasses(of:)` walks every type per call).
        if let subclass = headers.subclasses[name]?.first {
            return "`\(subclass.name)` (\(subclass.path)) subclasses it, and @Observable does not observe a subclass's own properties; migrate the hierarchy by hand (or make the subclasses final observable classes of their own)"
        }
        for inherited in type.inherited.map(ProjectIndex.simpleName) where inherited != "ObservableObject" {
            if let declared = index.declaration(of: inherited), declared.kind == .protocol,
               declared.inherited.map(ProjectIndex.simpleName).contains("ObservableObject") {
                return "it conforms to `\(inherited)`, a protocol that requires ObservableObject (\(declared.location)); change that protocol's requirement (`AnyObject`, or `Observable`) first"
            }
        }
        for wrapper in wrappers.sorted() {
            // `ObservedObject<Model>` as a parameter's or property's type requires an ObservableObject.
            guard let use = index.typeReferencesByName[wrapper]?.first(where: { $0.arguments.first.map(ProjectIndex.simpleName) == name })
            else { continue }
            return "`\(wrapper)<\(use.arguments.joined(separator: ", "))>` is used as a type at \(use.location), which requires an ObservableObject and does not compile once `\(name)` is @Observable; change that type first (`\(name)`, or `Bindable<\(name)>` for its bindings)"
        }
        if let genericUse {
            return "the project uses ObservableObject as a type at \(genericUse.location) (a generic constraint or existential) that `\(name)` may be passed to; change it to `Observable` / `AnyObject` first"
        }
        let published = Set(type.properties.filter { $0.attributes.contains("Published") }.map(\.name))
        for (owner, use, inPropertyCode) in uses["objectWillChange"] ?? [] {
            // In a willSet/didSet of its own property: the class's file checks the shape
            // (`ObservableSends`) and migrates it with the class, or blocks the group there.
            if inPropertyCode && owner == name && (use.receiver.isEmpty || use.receiver == "self") { continue }
            guard let certain = refers(to: name, use: use, owner: owner, resolver: resolver) else { continue }
            if certain, delegatesUIKitSubscribers, isUIKitSubscriber(owner, resolver: resolver) { uikitSubscriptions.append(use); continue }
            return "`objectWillChange` is used at \(use.location)\(Self.maybeHere(certain, use)); replace it (Observation's `withObservationTracking`) first"
        }
        for (owner, use, _) in published.sorted().flatMap({ uses["$" + $0] ?? [] }) {
            if let certain = refers(to: name, use: use, owner: owner, resolver: resolver) {
                if certain, delegatesUIKitSubscribers, isUIKitSubscriber(owner, resolver: resolver) { uikitSubscriptions.append(use); continue }
                return "the publisher `\(use.receiver.isEmpty ? "" : use.receiver + ".")\(use.name)` is used at \(use.location)\(Self.maybeHere(certain, use)) (`sink`, `assign`, `onReceive`...); replace it (`didSet`, `withObservationTracking` or an AsyncStream) first"
            }
        }
        if let unresolvedInjection, held.contains(where: { $0.attributes.contains("EnvironmentObject") }) {
            return "`.environmentObject(\(unresolvedInjection.arguments.first ?? ""))` at \(unresolvedInjection.location) injects an object whose type the index cannot tell, and a missed injection of an @Observable class crashes at run time; give that argument a declared type first"
        }
        if let unresolvedHolder {
            let wrapper = unresolvedHolder.attributes.first(where: wrappers.contains) ?? "StateObject"
            return "`@\(wrapper) var \(unresolvedHolder.name) = \(unresolvedHolder.initializer ?? "…")` (\(unresolvedHolder.location)) holds an object whose type the index cannot tell, and it may be `\(name)` (a @\(wrapper) of an @Observable class does not compile); give that property a declared type first"
        }
        return nil
    }

    /// Code of a UIView or UIViewController subclass (by the superclass chain the index and the
    /// SDK facts show), whose subscriptions UIKit's observation tracking can replace.
    static func isUIKitSubscriber(_ owner: String?, resolver: ExpressionTypeResolver) -> Bool {
        guard let owner else { return false }
        let chain = resolver.classChain(of: owner)
        return chain.contains("UIView") || chain.contains("UIViewController")
    }

    /// A use inside the class (or an extension of it), or on a receiver that is (or may be) the class.
    /// Nil: not this class; true: this class; false: the receiver's type is unknown, so it may be.
    private static func refers(to name: String, use: IndexedUse, owner: String?, resolver: ExpressionTypeResolver) -> Bool? {
        if use.receiver.isEmpty || ["self", "self?", "self!"].contains(use.receiver) { return owner == name ? true : nil }
        // A key path's component: `\Tally.$count` names Tally's; after an inferred root
        // (`\.$count`) or another component (`\Holder.tally.$count`), the type is unknown.
        if use.receiver.hasPrefix("\\") {
            let root = use.receiver.dropFirst()
            guard !root.isEmpty, root.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
            return root == name ? true : nil
        }
        // The receiver with its local typed as the index recorded it (`guard let feature =
        // selection.paidFeature`), else as written in the owner's code.
        let typed = resolver.type(ofReceiverOf: use, inType: owner, isStatic: false).type?.unwrapped.nominalName
        guard let resolved = typed ?? heldClass(ofExpression: use.receiver, in: owner, resolver: resolver) else { return false }
        return resolved == name ? true : nil
    }

    /// For a use whose receiver's type is unknown: say that it only may be this class's.
    private static func maybeHere(_ certain: Bool, _ use: IndexedUse) -> String {
        if certain { return "" }
        if use.receiver.hasPrefix("\\") { return " in a key path the index cannot type, so it may be this class's" }
        return " on `\(use.receiver)`, whose type the index cannot tell, so it may be this class's"
    }

    /// Every `objectWillChange` and `$name` use by name, with the type whose code holds it, in path order.
    /// A use, the type whose code holds it, and whether that code is a stored property's
    /// initial value or willSet/didSet.
    typealias ObservationUse = (owner: String?, use: IndexedUse, inPropertyCode: Bool)

    private static func observationUses(_ index: ProjectIndex) -> [String: [ObservationUse]] {
        var uses: [ObservationUse] = []
        func collect(_ functions: [FunctionFacts], owner: String?) {
            for function in functions {
                for use in function.uses where use.kind == .member && (use.name == "objectWillChange" || use.name.hasPrefix("$")) {
                    uses.append((owner, use, function.kind == .propertyCode))
                }
            }
        }
        for type in index.allTypes { collect(type.functions, owner: type.name) }
        collect(index.freeFunctions, owner: nil)
        uses.sort { ($0.use.location.path, $0.use.location.position) < ($1.use.location.path, $1.use.location.position) }
        return Dictionary(grouping: uses) { (entry: ObservationUse) in entry.use.name }
    }
}
