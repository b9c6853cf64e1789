/// What a rule needs the project index to record. The engine knows no rule: it records these
/// names wherever they occur and answers the rule's questions about them.
public struct IndexInterest: Sendable, Hashable {
    /// A file containing one of these substrings is parsed for the index (its type
    /// declarations, members and the uses below). Files containing none are never parsed for it.
    public var triggers: [String]
    /// Member names whose uses (`x.name`, or a bare `name` inside a type's own code) are recorded
    /// per function, e.g. `textLabel`, `contentView`.
    public var members: Set<String>
    /// Member names ending with one of these are recorded too (`Delegate`: `listDelegate`).
    /// A write records the assigned value (`IndexedUse.assignedValue`).
    public var memberSuffixes: [String] = []
    /// Called function names (`name(...)`, `x.name(...)`) recorded per function, e.g. `wait`.
    public var calls: Set<String>
    /// Read storyboards and xibs under the project roots (prototype cells, view controllers).
    public var interfaceBuilder: Bool
    /// Read the `Info.plist` files under the project roots (`ProjectIndex.propertyLists`).
    public var propertyLists: Bool
    /// Also index, wherever they are, the declarations of the types the indexed files extend
    /// and of every indexed type's inherited types (its superclass and protocols), transitively: the
    /// superclass chains of the types holding a rule's sites, without a broad trigger such as
    /// `: UI` that parses half a project. Files are chosen by a byte scan for declared names.
    public var supertypeChains: Bool
    /// Byte-scan every file's type headers (`ProjectIndex.typeHeaders`): who declares a name,
    /// who subclasses a class, across files no trigger brings into the index.
    public var typeHeaders: Bool
    /// Record every `$name` reference (a property wrapper's projected value: `$items`,
    /// `model.$items`) as a member use named `$name`.
    public var projectedValues: Bool
    /// Type names whose uses as a type are recorded per file (`FileFacts.typeReferences`), with
    /// their generic arguments as written in `IndexedUse.arguments` (`Model` of
    /// `ObservedObject<Model>`); an attribute's name (`@ObservedObject`) is not a use as a type.
    public var typeReferences: Set<String>
    /// A call graph towards `calls`: every call in indexed code that may reach a project
    /// function is recorded (not only `calls`; see `callGraphNames`), and files that call, directly or through up to `CallerClosure.maximumRounds` project
    /// functions, a function making one of `calls` are indexed too (`x()` -> `helper()` ->
    /// `semaphore.wait()` across three files).
    public var callGraph = false
    /// The calls whose callers `callGraph` follows up: `name`, or `Receiver.name` when only a
    /// receiver containing `Receiver` counts (`RunLoop.run` for `RunLoop.current.run()`, not any
    /// `run()`). Empty: every name in `calls`.
    public var callGraphSinks: Set<String> = []
    /// With `callGraph`: the function names the project declares (`DeclaredFunctionNames`, set by
    /// the run before indexing, not by a rule). Only calls naming one of them, or one of `calls`,
    /// are recorded: the call graph follows no other. Nil: every call is recorded.
    public var callGraphNames: Set<String>?
    /// Record every call made while constructing an object: in initializers and in stored
    /// properties' initial values (what a view's `@State` initial value runs again on every
    /// re-creation).
    public var initializerCalls = false
    /// Member uses of these names (`$` for every projected value) whose receiver a rule must
    /// type: how the local the receiver starts with is bound is recorded too
    /// (`IndexedUse.receiverLocalValue`), and the files declaring the members the receivers go
    /// through are indexed (`ReceiverClosure`): `feature.objectWillChange` after
    /// `guard let feature = selection.paidFeature` needs the file with `var paidFeature`.
    public var receiverTypes: Set<String> = []
    /// Record each function's parameters (`FunctionFacts.parameters`), how its body hands each
    /// one on, and which parameter a typed member use's receiver starts with
    /// (`IndexedUse.receiverParameter`): a caller's argument can then be tied to a write in
    /// another file. Off, functions record no parameters (they cost memory on every function).
    public var parameters = false

    public init(
        triggers: [String] = [], members: Set<String> = [], memberSuffixes: [String] = [], calls: Set<String> = [], interfaceBuilder: Bool = false,
        propertyLists: Bool = false, supertypeChains: Bool = false, typeHeaders: Bool = false, projectedValues: Bool = false,
        typeReferences: Set<String> = [], callGraph: Bool = false, callGraphSinks: Set<String> = [], initializerCalls: Bool = false,
        receiverTypes: Set<String> = [], parameters: Bool = false
    ) {
        self.parameters = parameters
        self.initializerCalls = initializerCalls
        self.receiverTypes = receiverTypes
        self.callGraph = callGraph
        self.callGraphSinks = callGraphSinks
        self.triggers = triggers
        self.members = members
        self.memberSuffixes = memberSuffixes
        self.calls = calls
        self.interfaceBuilder = interfaceBuilder
        self.propertyLists = propertyLists
        self.supertypeChains = supertypeChains
        self.projectedValues = projectedValues
        self.typeHeaders = typeHeaders
        self.typeReferences = typeReferences
    }

    public var isEmpty: Bool { triggers.isEmpty }

    /// Does a rule need the receiver of a member use of this name typed?
    func typesReceiver(of name: String) -> Bool {
        receiverTypes.contains(name) || (name.hasPrefix("$") && receiverTypes.contains("$"))
    }

    func records(member name: String) -> Bool {
        members.contains(name) || memberSuffixes.contains { name.hasSuffix($0) }
    }

    /// What one index build over a run must record for these rules; empty when no rule asks
    /// for facts. Files a rule will parse anyway contribute their facts too, at no extra
    /// parse: the index phase parses them once and hands the trees over.
    public static func forRules(_ rules: [any Codemod]) -> IndexInterest {
        var interest = union(rules.map(\.indexInterest))
        guard !interest.isEmpty else { return interest }
        interest.triggers += rules.flatMap(\.triggers)
        return interest
    }

    /// The union of several rules' interests.
    public static func union(_ interests: [IndexInterest]) -> IndexInterest {
        var result = IndexInterest()
        var seen: Set<String> = []
        for interest in interests {
            for trigger in interest.triggers where seen.insert(trigger).inserted { result.triggers.append(trigger) }
            result.members.formUnion(interest.members)
            result.memberSuffixes += interest.memberSuffixes.filter { !result.memberSuffixes.contains($0) }
            result.calls.formUnion(interest.calls)
            result.interfaceBuilder = result.interfaceBuilder || interest.interfaceBuilder
            result.propertyLists = result.propertyLists || interest.propertyLists
            result.supertypeChains = result.supertypeChains || interest.supertypeChains
            result.projectedValues = result.projectedValues || interest.projectedValues
            result.typeHeaders = result.typeHeaders || interest.typeHeaders
            result.typeReferences.formUnion(interest.typeReferences)
            result.callGraph = result.callGraph || interest.callGraph
            result.callGraphSinks.formUnion(interest.callGraphSinks)
            result.initializerCalls = result.initializerCalls || interest.initializerCalls
            result.receiverTypes.formUnion(interest.receiverTypes)
            result.parameters = result.parameters || interest.parameters
        }
        return result
    }
}

/// `IndexInterest.isCallGraphSink` with the sinks split once (`RunLoop.run` -> `run` on a
/// receiver containing `RunLoop`): the call graph asks it of every recorded call.
struct CallGraphSinkMatcher: Sendable {
    private let calls: Set<String>
    private let bareSinks: Set<String>
    private let receiversByName: [String: [String]]
    private let usesCalls: Bool

    init(_ interest: IndexInterest) {
        calls = interest.calls
        usesCalls = interest.callGraphSinks.isEmpty
        bareSinks = interest.callGraphSinks
        var receivers: [String: [String]] = [:]
        for sink in interest.callGraphSinks {
            guard let dot = sink.lastIndex(of: ".") else { continue }
            receivers[String(sink[sink.index(after: dot)...]), default: []].append(String(sink[..<dot]))
        }
        receiversByName = receivers
    }

    /// Does a recorded call match one of the sinks (or, without any, the interest's `calls`)?
    func matches(_ use: IndexedUse) -> Bool {
        guard use.kind == .call else { return false }
        if usesCalls { return calls.contains(use.name) }
        if bareSinks.contains(use.name) { return true }
        return receiversByName[use.name]?.contains { use.receiver.contains($0) } ?? false
    }
}

/// `IndexInterest.records(member:)` for the fact walk, which asks it of every name reference:
/// most names are refused by their length alone, and suffixes are compared as bytes (a
/// `String` hash or `hasSuffix` per reference was 1% of a cold run).
struct RecordedMemberNames: Sendable {
    private let names: Set<String>
    /// Bit `n` set: some name in `names` is `n` bytes long (bit 63: 63 or more).
    private let lengths: UInt64
    private let suffixes: [[UInt8]]

    init(_ interest: IndexInterest) {
        names = interest.members
        lengths = interest.members.reduce(0) { $0 | Self.lengthBit($1.utf8.count) }
        suffixes = interest.memberSuffixes.map { Array($0.utf8) }
    }

    private static func lengthBit(_ count: Int) -> UInt64 { 1 << UInt64(min(count, 63)) }

    func contains(_ name: String) -> Bool {
        if lengths & Self.lengthBit(name.utf8.count) != 0, names.contains(name) { return true }
        guard !suffixes.isEmpty else { return false }
        var name = name
        return name.withUTF8 { bytes in
            suffixes.contains { suffix in bytes.count >= suffix.count && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix) }
        }
    }
}
