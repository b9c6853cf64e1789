import Foundation

/// Cross-file facts about one project root (one repository in `batch`: repositories never see
/// each other's facts). Built before rules run from the files that can contribute facts for
/// the enabled rules; holds facts, never syntax trees, so its memory stays small.
public struct ProjectIndex: Sendable {
    public static let empty = ProjectIndex(files: [])

    /// Every declaration and extension, by simple name: positions in `allTypes` (copies of the
    /// types cost megabytes on a large project), declarations first.
    private let typePositions: [String: [Int32]]
    /// Every declaration and extension in path and position order: walk this, not
    /// a dictionary's values, whose order changes from run to run (a first match found by walking
    /// it made a message name one of two same-named functions at random).
    public let allTypes: [TypeFacts]
    public let freeFunctions: [FunctionFacts]
    public let registrations: [ReuseRegistration]
    /// Paths of the Swift files the index read.
    public let indexedPaths: [String]
    /// Every function, method and initializer (in types and at file level), by name: rules ask
    /// per call site, so lookups must not walk the whole index.
    public let functionsByName: FunctionsByName
    /// Every property of every type, by name.
    public let propertiesByName: [String: [PropertyFacts]]
    /// Names of the properties declared with a type, by the type's simple name
    /// (`NSLayoutConstraint` -> `heightConstraint`, ...).
    public let propertyNamesByType: [String: Set<String>]
    /// Every recorded call, by called name, with the type whose code holds it (nil: a free
    /// function), in path and position order: rules asking "who calls X?" must not walk the
    /// whole index per site.
    public let callsByName: CallsByName
    /// Rules' module-wide analyses of this index, computed once (`IndexMemo`). Copies of the
    /// index share it, so rules may use it only once the index is complete (the rewrite phase).
    public let memo = IndexMemo()
    /// `IndexInterest.typeReferences` uses, by type name, in path and position order.
    public let typeReferencesByName: [String: [IndexedUse]]
    /// File-scope `let` / `var` declarations, by name, in path order.
    public let globalsByName: [String: [PropertyFacts]]
    /// Type aliases, by name, in path order.
    public let typeAliasesByName: [String: [TypeAliasFacts]]
    /// Storyboards and xibs under the project roots (when a rule asked for them).
    public var interfaceBuilder = InterfaceBuilderScan()
    /// Every file's type headers from a byte scan, when a rule asked (`IndexInterest.typeHeaders`).
    public var typeHeaders: [TypeHeader] = []

    /// `Info.plist` files under the roots, when a rule asked for them.
    public var propertyLists: [PropertyListFile] = []

    /// The store the user's build wrote (`--build-index`), when the run reads one: exact symbols
    /// and types per identifier for the files it compiled that did not change since
    /// (`BuildIndexStore.file(_:)`). Not part of the fingerprint: nothing reads it yet.
    public var buildIndex: BuildIndexStore?

    /// The ids of the rules this run's index was built for (empty: not said). A rule whose
    /// change another rule can take part in asks whether that rule runs.
    public var ruleIDs: Set<String> = []

    /// `jobs`: with more than one, the calls' table (the largest) is built beside the others.
    public init(files: [FileFacts], jobs: Int = 1) {
        let sorted = files.sorted { $0.path < $1.path }
        let freeFunctions = sorted.flatMap(\.functions)
        self.freeFunctions = freeFunctions
        registrations = sorted.flatMap(\.registrations)
        indexedPaths = sorted.map(\.path)
        let allTypes = sorted.flatMap(\.types)
        self.allTypes = allTypes
        // Each type's functions, then the free ones: both tables hold positions into these.
        let owners = allTypes.map { type in (name: Optional(type.name), functions: type.functions) } + [(nil, freeFunctions)]
        let (calls, tables) = Concurrently.both(parallel: jobs > 1, { CallsByName(owners: owners) }) {
            var typePositions: [String: [Int32]] = [:]
            for (position, type) in allTypes.enumerated() { typePositions[type.name, default: []].append(Int32(position)) }
            // In `types(named:)`'s order, once: declarations, then extensions (each in index order).
            typePositions = typePositions.mapValues { positions in
                positions.filter { allTypes[Int($0)].kind != .extension } + positions.filter { allTypes[Int($0)].kind == .extension }
            }
            let properties = allTypes.flatMap(\.properties)
            var byType: [String: Set<String>] = [:]
            for property in properties {
                if let type = property.type { byType[Self.simpleName(type), default: []].insert(property.name) }
            }
            return (
                typePositions: typePositions, functions: FunctionsByName(owners: owners), properties: Dictionary(grouping: properties, by: \.name),
                propertyNamesByType: byType, typeReferences: Dictionary(grouping: sorted.flatMap(\.typeReferences), by: \.name)
            )
        }
        callsByName = calls
        globalsByName = Dictionary(grouping: sorted.flatMap(\.globals), by: \.name)
        typeAliasesByName = Dictionary(grouping: sorted.flatMap(\.typeAliases), by: \.name)
        typePositions = tables.typePositions
        functionsByName = tables.functions
        propertiesByName = tables.properties
        propertyNamesByType = tables.propertyNamesByType
        typeReferencesByName = tables.typeReferences
    }

    /// Every function in path order, each type's first, then the free ones: a walk over the
    /// index's own arrays (copying them into one array, as `allTypes.flatMap(\.functions)`
    /// does, cost 16 MB at the peak on a 10-app corpus, and the uses of all of them 28 MB more).
    public var allFunctions: AllFunctions { AllFunctions(types: allTypes, free: freeFunctions) }

    /// The declaration and every extension of `name` (declaration first).
    public func types(named name: String) -> [TypeFacts] {
        (typePositions[Self.simpleName(name)] ?? []).map { allTypes[Int($0)] }
    }

    /// Does the project declare or extend a type whose simple name is exactly `name`? (No copies made.)
    public func declaresType(named name: String) -> Bool {
        typePositions[name] != nil
    }

    /// The non-extension declaration of `name`, when the project has exactly one, or exactly one
    /// at the top level: an unqualified name outside `L10n.Settings` means the top-level type,
    /// not a nested one of the same name (code that can see the nested one is rare and answered wrong here).
    public func declaration(of name: String) -> TypeFacts? {
        declarationPosition(of: name).map { allTypes[Int($0)] }
    }

    /// Where `declaration(of:)`'s answer is in `allTypes`: chosen without copying the
    /// candidates (copies of every same-named type were a visible share of the rules' time).
    private func declarationPosition(of name: String) -> Int32? {
        guard let positions = typePositions[Self.simpleName(name)] else { return nil }
        var declarations = 0, topLevel = 0
        var onlyDeclaration: Int32?, onlyTopLevel: Int32?
        for position in positions where allTypes[Int(position)].kind != .extension {
            declarations += 1
            onlyDeclaration = position
            if allTypes[Int(position)].parents.isEmpty {
                topLevel += 1
                onlyTopLevel = position
            }
        }
        if declarations == 1 { return onlyDeclaration }
        return topLevel == 1 ? onlyTopLevel : nil
    }

    /// The declaration `declaration(of:)` picks and every extension of the name (nested types
    /// of the same name left out).
    public func family(of name: String) -> [TypeFacts] {
        let positions = typePositions[Self.simpleName(name)] ?? []
        guard declarationCount(of: name) > 1, let chosen = declarationPosition(of: name) else { return positions.map { allTypes[Int($0)] } }
        let chosenType = allTypes[Int(chosen)]
        // Compared in place, locations first: equal types have equal locations.
        return positions.filter { position in
            allTypes[Int(position)].kind == .extension
                || (allTypes[Int(position)].location == chosenType.location && allTypes[Int(position)] == chosenType)
        }.map { allTypes[Int($0)] }
    }

    /// How many declarations (not extensions) of `name` the project has, nested ones included.
    public func declarationCount(of name: String) -> Int {
        (typePositions[Self.simpleName(name)] ?? []).reduce(0) { $0 + (allTypes[Int($1)].kind != .extension ? 1 : 0) }
    }

    /// Is `name` declared in the project (not an SDK type)?
    public func declares(_ name: String) -> Bool { declarationPosition(of: name) != nil }

    /// The superclass of a class declared in the project: its first inherited type, unless
    /// that is a protocol the project declares. Nil for SDK classes and non-classes.
    public func superclass(of name: String) -> String? {
        guard let position = declarationPosition(of: name), allTypes[Int(position)].kind == .class,
              let first = allTypes[Int(position)].inherited.first else { return nil }
        let simple = Self.simpleName(first)
        if let inherited = declarationPosition(of: simple), allTypes[Int(inherited)].kind == .protocol { return nil }
        return simple
    }

    /// `name` itself, then each superclass the project declares, ending with the first SDK
    /// class (`["ThemedCell", "BaseCell", "UITableViewCell"]`). Cycles end the chain.
    public func superclassChain(of name: String) -> [String] {
        var chain = [Self.simpleName(name)]
        while let next = superclass(of: chain.last!), !chain.contains(next) { chain.append(next) }
        return chain
    }

    /// Is `name` the class `ancestor` or a subclass of it, as far as the project shows?
    public func isSubclass(_ name: String, of ancestor: String) -> Bool {
        superclassChain(of: name).contains(ancestor)
    }

    /// Does `name` (or an extension of it, or a superclass the project declares) list
    /// `protocolName` among its inherited types?
    public func conforms(_ name: String, to protocolName: String) -> Bool {
        superclassChain(of: name).contains { type in
            (typePositions[Self.simpleName(type)] ?? []).contains { allTypes[Int($0)].inherited.contains { Self.simpleName($0) == protocolName } }
        }
    }

    /// Is the class (or a superclass the project declares) `open`? Subclasses in other modules
    /// may then rely on what a rule would change.
    public func isOpen(_ name: String) -> Bool {
        superclassChain(of: name).contains { declaration(of: $0)?.isOpen ?? false }
    }

    /// Project classes whose superclass is `name`.
    public func subclasses(of name: String) -> [TypeFacts] {
        allTypes.filter { $0.kind == .class && superclass(of: $0.name) == Self.simpleName(name) }
            .sorted { $0.location.description < $1.location.description }
    }

    /// Functions of `type` and its extensions (not superclasses) named `name`.
    public func functions(of type: String, named name: String) -> [FunctionFacts] {
        (typePositions[Self.simpleName(type)] ?? []).flatMap { position in
            allTypes[Int(position)].functions.filter { $0.name == name && $0.kind != .propertyCode }
        }
    }

    /// The `register(...)` calls for a reuse identifier, in path order.
    public func registrations(forReuseIdentifier identifier: String) -> [ReuseRegistration] {
        registrations.filter { $0.identifier == identifier }
    }

    /// Storyboard / xib cells with this reuse identifier.
    public func prototypeCells(reuseIdentifier: String) -> [InterfaceBuilderCell] {
        interfaceBuilder.cells(reuseIdentifier: reuseIdentifier)
    }

    /// `Module.Outer.Name<T>?` -> `Name`.
    public static func simpleName(_ written: String) -> String {
        // Most names are already simple (`UIView`): asked per type per site, so skip the work.
        if !written.utf8.contains(where: isNameBreak) { return written }
        var name = Substring(written)
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        // As `trimmingCharacters(in: .whitespaces)` (space separators and tab), without the
        // round trip through `NSString`.
        var scalars = name.unicodeScalars
        let isBlank = { (scalar: Unicode.Scalar) in scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        while let first = scalars.first, isBlank(first) { scalars.removeFirst() }
        while let last = scalars.last, isBlank(last) { scalars.removeLast() }
        return String(scalars)
    }

    /// The bytes `simpleName` acts on (a byte switch: this runs for every type of every site).
    private static func isNameBreak(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "\t"): true
        default: false
        }
    }
}
