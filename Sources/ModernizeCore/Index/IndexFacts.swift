/// A place in the project, for messages that point at another file.
public struct IndexLocation: Sendable, Codable, Hashable, CustomStringConvertible {
    public let path: String
    public let position: SourcePosition

    public init(path: String, position: SourcePosition) {
        self.path = path
        self.position = position
    }

    public var description: String { "\(path):\(position)" }
}

/// A use of a recorded member or call inside a function.
///
/// The index holds hundreds of thousands of these on a large project, so the layout matters:
/// the flags sit together, and the fields few uses have live behind one reference (`rare`).
public struct IndexedUse: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable { case member, call }
    public let kind: Kind
    /// The use is the target of an assignment (`x.name = ...`, `x.name?.font = ...`).
    public let isWrite: Bool
    /// With `IndexInterest.callGraph`: the use is inside a closure handed to code that runs it
    /// later (`DispatchQueue.async`, `Task { }`, `addOperation`): it does not run in the caller's turn.
    public var isDeferred = false
    /// In a stored property's `willSet` / `didSet` (`FunctionFacts.Kind.propertyCode`): runs when
    /// the property is written, not when the instance is built.
    public var runsOnWrite = false
    public let name: String
    /// The receiver as written (`cell`, `self.cell.textLabel`), empty for a bare name.
    public let receiver: String
    public let location: IndexLocation
    /// A call's arguments as written, `label: expression` (or just the expression when
    /// unlabeled); empty for members. A call recorded only for `IndexInterest.callGraph` (not
    /// named in `calls`) keeps its labels only: `label: _`, `_`.
    public var arguments: [String] = []
    /// A call's trailing closures (not in `arguments`).
    public var trailingClosures = 0
    /// For a write (or, with `IndexInterest.callGraph`, a call) whose receiver starts with a local or parameter (`picker` in
    /// `picker.delegate = self`, declared in the function): that local's type as written or
    /// constructed (`Picker` for `let picker = Picker()`), or "" when the declaration does not
    /// say. Nil when the receiver starts with `self`, a member or a type.
    public var receiverLocalType: String?
    private var rare: SharedValue<RareUseFields>?

    public init(kind: Kind, name: String, receiver: String, isWrite: Bool, location: IndexLocation) {
        self.kind = kind
        self.name = name
        self.receiver = receiver
        self.isWrite = isWrite
        self.location = location
    }

    /// The value a member write assigns, as written (`self` in `x.delegate = self`).
    public var assignedValue: String? {
        get { rare?.value.assignedValue }
        set { updateRare { $0.assignedValue = newValue } }
    }

    /// For a call named in `IndexInterest.calls`: the types its arguments and trailing closures
    /// create, in source order, once each (`Detail` in `NavigationLink { Detail(item: x) }`).
    public var createdTypes: [String] {
        get { rare?.value.createdTypes ?? [] }
        set { updateRare { $0.createdTypes = newValue } }
    }

    /// With `IndexInterest.receiverTypes`, when `receiverLocalType` is "" and the local is bound
    /// to a value (`guard let feature = selection.paidFeature`): that value as written, and the
    /// type of the local or parameter it starts with (`HeadphoneControlAction`; "" unknown; nil
    /// when it starts with a property or a type, resolved in the enclosing type).
    public var receiverLocalValue: String? {
        get { rare?.value.receiverLocalValue }
        set { updateRare { $0.receiverLocalValue = newValue } }
    }

    public var receiverLocalValueRootType: String? {
        get { rare?.value.receiverLocalValueRootType }
        set { updateRare { $0.receiverLocalValueRootType = newValue } }
    }

    /// For a call named in `IndexInterest.calls` whose first argument starts with a local or a
    /// parameter (`viewModel` in `.environmentObject(viewModel)`): that local's type as written
    /// or constructed (as `receiverLocalType`); nil otherwise.
    public var argumentLocalType: String? {
        get { rare?.value.argumentLocalType }
        set { updateRare { $0.argumentLocalType = newValue } }
    }

    /// For a call named in `IndexInterest.calls`: where its first argument starts, so a text
    /// question about it can be asked of the build index at that place.
    public var argumentPosition: SourcePosition? {
        get { rare?.value.argumentPosition }
        set { updateRare { $0.argumentPosition = newValue } }
    }

    /// For a use whose receiver's type is recorded (`receiverLocalType`): the parameter of the
    /// function holding it (its position in `FunctionFacts.parameters`) that the receiver starts
    /// with (`v` in `v.x = ...`), or whose elements it starts with (`$0` in `views.forEach { $0.x =
    /// ... }`, `view` in `for view in views { view.x = ... }`; see `receiverIsParameterElement`).
    /// Nil for anything else, and inside a nested function (its parameters are not the holder's).
    public var receiverParameter: Int? {
        get { rare?.value.receiverParameter }
        set { updateRare { $0.receiverParameter = newValue } }
    }

    /// For a use whose receiver's type is recorded: the receiver starts with a local the function
    /// binds to a new instance (`let spacer = UIView()`, `let v: UIView = UILabel()`), not to a
    /// value that may come from elsewhere (`let v: UIView = card.badge`, a typed closure parameter).
    public var receiverLocalIsCreated: Bool {
        get { rare?.value.receiverLocalIsCreated ?? false }
        set { updateRare { $0.receiverLocalIsCreated = newValue } }
    }

    /// With `receiverLocalIsCreated`: the function hands that local on (an argument, an
    /// assignment, a `return`, a collection literal), so something else may hold the object;
    /// false when it is only used as a receiver (`job.start()`) there.
    public var receiverLocalIsHandedOn: Bool {
        get { rare?.value.receiverLocalIsHandedOn ?? false }
        set { updateRare { $0.receiverLocalIsHandedOn = newValue } }
    }

    /// The receiver starts with an element of `receiverParameter`, not the parameter itself.
    public var receiverIsParameterElement: Bool {
        get { rare?.value.receiverIsParameterElement ?? false }
        set { updateRare { $0.receiverIsParameterElement = newValue } }
    }

    /// Copy on write: the reference is never mutated, so copies of a use stay independent.
    private mutating func updateRare(_ change: (inout RareUseFields) -> Void) {
        var fields = rare?.value ?? RareUseFields()
        change(&fields)
        rare = fields == RareUseFields() ? nil : SharedValue(fields)
    }
}

/// `IndexedUse`'s rarely set fields, held behind one reference (`SharedValue`): 8 bytes in every
/// use instead of 56.
private struct RareUseFields: Sendable, Codable, Hashable {
    var assignedValue: String?
    var createdTypes: [String] = []
    var receiverLocalValue: String?
    var receiverLocalValueRootType: String?
    var receiverParameter: Int?
    var argumentLocalType: String?
    var argumentPosition: SourcePosition?
    var receiverIsParameterElement = false
    var receiverLocalIsCreated = false
    var receiverLocalIsHandedOn = false
}

/// A function, method, initializer or accessor body, with the recorded uses inside it.
public struct FunctionFacts: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable {
        case function, initializer, deinitializer, accessor
        /// A stored property's initial value and `willSet` / `didSet` (named like the property):
        /// code that runs, but no member a caller names.
        case propertyCode
    }
    public let kind: Kind
    /// `viewDidLoad`, `init`, `tableView(_:cellForRowAt:)`'s base name `tableView`.
    public let name: String
    /// Argument labels as in a selector: `["_", "cellForRowAt"]`.
    public let labels: [String]
    public let isOverride: Bool
    public let isAsync: Bool
    /// `private` or `fileprivate`: callable only from its own file.
    public var isFilePrivate = false
    /// The kind of type or extension declaring it; nil at file level.
    public var ownerKind: TypeFacts.Kind?
    public let location: IndexLocation
    public var uses: [IndexedUse]
    /// The declared result type as written (`Model`, `Self`, `[Row]?`); nil when it returns nothing
    /// (or for an initializer).
    public var returnType: String?
    /// `static` or `class`: called on the type (`Model.make()`), not on an instance.
    public var isStatic = false
    /// `T` of `func make<T>() -> T`.
    public var genericParameters: [String] = []
    /// The parameter (position, as `labels`) typed `T.Type` whose argument binds the generic
    /// result `T` (`dequeue(ofType: Cell.self, ...)` is a `Cell`); nil for other functions.
    public var metatypeParameter: Int?
    /// Per parameter (position, as `labels`) whose written type is a function type, that
    /// type's parameter types as written (`[0: ["UITableViewCell", "Row"]]` of
    /// `func update(_ body: @escaping (UITableViewCell, Row) -> Void)`): what a closure passed
    /// there takes. Recorded for every function (few parameters are closures).
    public var closureParameters: [Int: [String]] = [:]
    /// Per parameter (as `labels`): it has a default value, so a call may leave it out.
    public var defaults: [Bool] = []
    /// The parameters in order (as `labels`), with their names inside the body and their types.
    public var parameters: [ParameterFacts] = []

    /// Can a call with these argument labels (`_` for none) and this many trailing closures
    /// call this function? Parameters with defaults may be left out; trailing closures take the
    /// last parameters whatever their labels. Without recorded defaults, any omission counts.
    public func accepts(labels call: [String], trailingClosures: Int = 0) -> Bool {
        var declared = Array(zip(labels, defaults.count == labels.count ? defaults : Array(repeating: true, count: labels.count)))
        guard declared.count >= trailingClosures else { return false }
        declared.removeLast(trailingClosures)
        var next = 0
        for (label, hasDefault) in declared {
            if next < call.count, call[next] == label { next += 1; continue }
            if !hasDefault { return false }
        }
        return next == call.count
    }
}

/// One parameter of a function or initializer.
public struct ParameterFacts: Sendable, Codable, Hashable {
    /// The argument label (`_` for none), as in `FunctionFacts.labels`.
    public let label: String
    /// The name the body uses: the second name when there are two (`v` of `view v: UIView`),
    /// `_` when the body cannot use it.
    public let name: String
    /// The type as written, without the variadic `...` (`UIView` of `_ views: UIView...`).
    public let type: String
    public let isVariadic: Bool
    /// When the body was walked (it holds a recorded use): each use of the parameter other than
    /// reading or writing one of its properties (`v.x`, `v.x = y`), in source order: the base
    /// name of the call it is an argument of (`addSubview` for `parent.addSubview(v)`), `.` and
    /// the method's base name for a method called on it (`.forEach`), `for` for the sequence of
    /// a for-in loop, and "" for any other use (assigned, returned, in a literal, in a nested
    /// function). Nil when the body was not walked: nothing is known.
    public var handedOn: [String]?

    public init(label: String, name: String, type: String, isVariadic: Bool) {
        self.label = label
        self.name = name
        self.type = type
        self.isVariadic = isVariadic
    }
}

/// A stored or computed property.
public struct PropertyFacts: Sendable, Codable, Hashable {
    public let name: String
    /// The declared type as written (`UILabel?`), nil when inferred.
    public let type: String?
    /// Property wrappers and attributes without the `@` (`Published`, `MainActor`).
    public let attributes: [String]
    public let isStatic: Bool
    public let isStored: Bool
    /// The initial value as written, if any.
    public let initializer: String?
    public let location: IndexLocation
    /// Declared with `let`: its initial value is its only value.
    public var isLet = false
    /// Where `initializer` starts in the file, so a text question about it can be asked of the
    /// build index at that place.
    public var initializerPosition: SourcePosition?
    /// `theme` of `@Environment(\.theme) var theme` (no written type): the EnvironmentValues
    /// member whose type the property has.
    public var environmentKey: String?
}

/// One type declaration or extension.
public struct TypeFacts: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable { case `class`, `struct`, `enum`, `protocol`, `actor`, `extension` }
    public let kind: Kind
    /// The simple name (`Cell`), or for an extension the extended type's last component.
    public let name: String
    /// Enclosing type names, outermost first (`["Outer"]` for `Outer.Inner`).
    public let parents: [String]
    /// Inherited types as written, in order: for a class the first is usually its superclass.
    public let inherited: [String]
    /// Modifiers such as `open`, `final`, `public`.
    public let modifiers: [String]
    /// Attributes without the `@` (`MainActor`, `Observable`, `objc`).
    public let attributes: [String]
    public var properties: [PropertyFacts]
    public var functions: [FunctionFacts]
    public let location: IndexLocation
    /// `T` of `struct Box<T>`, or a protocol's `associatedtype Cell`: a member declared `T` has
    /// no type the resolver knows unless the value's type binds it.
    public var genericParameters: [String] = []
    /// An enum's cases by name (`loading`, `failed`).
    public var enumCases: [String] = []

    public var isOpen: Bool { modifiers.contains("open") }
    public var isFinal: Bool { modifiers.contains("final") }
}

/// `register(X.self, forCellReuseIdentifier: "Row")` and its collection-view / header
/// siblings: which class (or nib) a reuse identifier stands for.
public struct ReuseRegistration: Sendable, Codable, Hashable {
    /// The identifier when written as a plain string literal; nil otherwise (a constant,
    /// an interpolation), which rules may resolve from `identifierExpression`.
    public let identifier: String?
    /// The identifier argument as written (`"Row"`, `Cell.reuseIdentifier`).
    public let identifierExpression: String
    /// The registered class (`X` of `X.self`), nil for nibs.
    public let className: String?
    /// The nib name of `UINib(nibName: "X", bundle: ...)`.
    public let nibName: String?
    /// `forCellReuseIdentifier`, `forCellWithReuseIdentifier`, `forHeaderFooterViewReuseIdentifier`, ...
    public let label: String
    /// The type whose code registers it, if any.
    public let owner: String?
    public let location: IndexLocation
}

/// `typealias Name = Target`, at file level or in a type (`parents`).
public struct TypeAliasFacts: Sendable, Codable, Hashable {
    public let name: String
    /// The aliased type as written (`MyCell`, `[Row]`, `Box<Model>`).
    public let target: String
    /// Enclosing type names, outermost first.
    public let parents: [String]
}

/// Everything one Swift file contributes to the index.
public struct FileFacts: Sendable, Codable, Hashable {
    public let path: String
    public var types: [TypeFacts] = []
    /// Functions outside any type.
    public var functions: [FunctionFacts] = []
    /// File-scope `let` / `var` declarations (`let previewStore = Store(...)`).
    public var globals: [PropertyFacts] = []
    /// Type aliases, at file level and in types.
    public var typeAliases: [TypeAliasFacts] = []
    public var registrations: [ReuseRegistration] = []
    /// Where the file names one of `IndexInterest.typeReferences` as a type (a generic
    /// constraint, `any P`, a parameter type...), except in a type's own inheritance clause.
    public var typeReferences: [IndexedUse] = []

    public init(path: String) { self.path = path }
}
