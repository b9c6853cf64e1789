import ModernizeCore
import SwiftParser
import SwiftSyntax
import Testing

/// The expression type resolver: every form it follows, and `unknown` where it must not guess.
/// Each `let probeName = <expression>` in the sources is resolved (its initializer expression)
/// and compared with the expected type's description.
@Suite struct ExpressionTypeResolverTests {
    static let project: [String: String] = [
        "Models.swift": """
            import UIKit
            final class Service {
                static let shared = Service()
                static var fallback: Service { .shared }
                let networkState = NetworkState()
                var settings: Settings?
                lazy var cache: [String: Row] = [:]
                var rows: [Row] = []
                func makeRow(title: String) -> Row { Row(title: title) }
                static func make() -> Self { fatalError() }
                class func preview() -> Service { Service() }
            }
            final class NetworkState: ObservableObject {}
            struct Settings { var theme: Theme }
            struct Theme { let accent: String }
            struct Row {
                let title: String
                init(title: String) { self.title = title }
                init?(raw: String) { nil }
            }
            func makeService() -> Service { Service() }
            enum Layout { case one }
            """,
        "Lookalike.swift": """
            import UIKit
            final class Constraint {
                var isActive = false
            }
            final class ConstraintHolder: UIView {
                var top: Constraint!
                var height: NSLayoutConstraint?
                var item = ConstraintHolder.makeItem()
                static func makeItem() -> Constraint { Constraint() }
            }
            """,
        "Extensions.swift": """
            import UIKit
            extension Service {
                var title: String { "" }
                static let brandColor = UIColor.red
            }
            class BaseController: UIViewController {
                var model: Service?
            }
            final class DetailController: BaseController {}
            """,
    ]

    /// The project plus the probe file itself (a rule's own file is indexed in a run).
    static func index(adding probe: String? = nil) -> ProjectIndex {
        var files = project
        if let probe { files["Probe.swift"] = "import UIKit\n" + probe }
        return index(of: files)
    }

    static func index(of files: [String: String]) -> ProjectIndex {
        let sources = files.map { SourceText(path: $0.key, text: $0.value) }
        let byPath = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
        return IndexBuilder(interest: IndexInterest(triggers: ["import"]), jobs: 1).build(
            files: sources.map { SourceFile(path: $0.path, displayPath: $0.path) },
            read: { byPath[$0.path] }, keepTree: { _ in false }).index
    }

    /// Every `probe...` binding's initializer, resolved.
    static func probes(_ source: String, index: ProjectIndex? = nil) -> [String: String] {
        let tree = Parser.parse(source: source)
        let resolver = ExpressionTypeResolver(index: index ?? Self.index(adding: source))
        var found: [String: String] = [:]
        for binding in SyntaxSearch.all(PatternBindingSyntax.self, in: tree) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name.hasPrefix("probe"),
                  let value = binding.initializer?.value else { continue }
            found[name] = resolver.type(of: value).description
        }
        return found
    }

    @Test func literalsLocalsParametersAndBindings() {
        let found = Self.probes("""
            func f(_ row: Row, rows: [Row], maybe: Settings?, names: String...) {
                let probeInt = 1
                let probeDouble = 1.5
                let probeString = "a"
                let probeBool = true
                let probeParameter = row
                let probeVariadic = names
                let typed: Theme = make()
                let probeAnnotated = typed
                let inferred = Service()
                let probeInferred = inferred
                if let settings = maybe {
                    let probeIfLet = settings
                }
                guard let maybe else { return }
                let probeShorthand = maybe
                for element in rows {
                    let probeForIn = element
                }
                let probeArrayLiteral = [row, row]
                let probeParenthesized = (row)
                let probeNil = nil
                let probeMixedArray = [row, 1]
            }
            """)
        #expect(found["probeInt"] == "Int")
        #expect(found["probeDouble"] == "Double")
        #expect(found["probeString"] == "String")
        #expect(found["probeBool"] == "Bool")
        #expect(found["probeParameter"] == "Row")
        #expect(found["probeVariadic"] == "[String]")
        #expect(found["probeAnnotated"] == "Theme")
        #expect(found["probeInferred"] == "Service")
        #expect(found["probeIfLet"] == "Settings")
        #expect(found["probeShorthand"] == "Settings")
        #expect(found["probeForIn"] == "Row")
        #expect(found["probeArrayLiteral"] == "[Row]")
        #expect(found["probeParenthesized"] == "Row")
        #expect(found["probeNil"] == "unknown")
        #expect(found["probeMixedArray"] == "unknown")
    }

    @Test func selfMembersStaticsChainsAcrossExtensionsAndFiles() {
        let found = Self.probes("""
            extension Service {
                func probe() {
                    let probeSelf = self
                    let probeImplicit = networkState
                    let probeExplicit = self.rows
                    let probeExtensionMember = title
                    let probeStatic = Service.shared
                    let probeStaticChain = Service.shared.networkState
                    let probeComputedStatic = Service.fallback
                    let probeLongChain = Service.shared.settings?.theme.accent
                    let probeForced = settings!.theme
                    let probeSubscript = rows[0]
                    let probeDictionary = cache["a"]
                    let probeFirst = rows.first
                    let probeMetatype = Service.self
                    let probeSDKStatic = UIScreen.main
                    let probeSDKChain = UIScreen.main.bounds
                    let probeStaticInferred = Service.brandColor
                }
                static func probeStaticContext() {
                    let probeStaticSelf = self
                    let probeImplicitStatic = shared
                }
            }
            """)
        #expect(found["probeSelf"] == "Service")
        #expect(found["probeImplicit"] == "NetworkState")
        #expect(found["probeExplicit"] == "[Row]")
        #expect(found["probeExtensionMember"] == "String")
        #expect(found["probeStatic"] == "Service")
        #expect(found["probeStaticChain"] == "NetworkState")
        #expect(found["probeComputedStatic"] == "Service")
        #expect(found["probeLongChain"] == "String?")
        #expect(found["probeForced"] == "Theme")
        #expect(found["probeSubscript"] == "Row")
        #expect(found["probeDictionary"] == "Row?")
        #expect(found["probeFirst"] == "Row?")
        #expect(found["probeMetatype"] == "Service.Type")
        #expect(found["probeSDKStatic"] == "UIScreen")
        #expect(found["probeSDKChain"] == "unknown", "UIScreen.bounds is not in the SDK facts: unknown, not a guess")
        #expect(found["probeStaticInferred"] == "unknown", "UIColor.red is not in the SDK facts")
        #expect(found["probeStaticSelf"] == "Service.Type")
        #expect(found["probeImplicitStatic"] == "Service")
    }

    @Test func callsInitializersFactoriesAndFunctions() {
        let found = Self.probes("""
            func f(service: Service) {
                let probeInit = Row(title: "a")
                let probeFailable = Row(raw: "a")
                let probeInitKeyword = Row.init(title: "a")
                let probeFactory = Service.make()
                let probeClassFactory = Service.preview()
                let probeMethod = service.makeRow(title: "x")
                let probeFree = makeService()
                let probeFreeChain = makeService().networkState
                let probeAnchor = UIView().topAnchor.constraint(equalTo: UIView().bottomAnchor)
                let probeUnknownFunction = somethingElse()
                let probeClosure = { 1 }
                let probeClosureCall = { service }()
            }
            """)
        #expect(found["probeInit"] == "Row")
        #expect(found["probeFailable"] == "Row?")
        #expect(found["probeInitKeyword"] == "Row")
        #expect(found["probeFactory"] == "Service")
        #expect(found["probeClassFactory"] == "Service")
        #expect(found["probeMethod"] == "Row")
        #expect(found["probeFree"] == "Service")
        #expect(found["probeFreeChain"] == "NetworkState")
        #expect(found["probeAnchor"] == "NSLayoutConstraint")
        #expect(found["probeUnknownFunction"] == "unknown")
        #expect(found["probeClosure"] == "unknown")
        #expect(found["probeClosureCall"] == "Service", "a closure called in place: what it returns")
    }

    @Test func operatorsCastsTernariesAndOptionals() {
        let found = Self.probes("""
            func f(a: Row?, b: Row, flag: Bool, x: Int, y: Int, any: Any, settings: Settings?) {
                let probeCoalesce = a ?? b
                let probeCoalesceImplicit = settings ?? .init(theme: Theme(accent: ""))
                let probeCast = any as? Row
                let probeForceCast = any as! Row
                let probeTernary = flag ? b : b
                let probeComparisonTernary = x == y ? b : b
                let probeLongTernary = x + 1 == y - 2 && flag ? a : b
                let probeNilBranch = flag ? nil : b
                let probeMismatch = flag ? b : x
                let probeComparison = x == y
                let probeArithmetic = x + y * 2
                let probeNot = !flag
                let probeTry = try? make(b)
                let probeOptionalChain = a?.title
                let probeIs = any is Row
            }
            """)
        #expect(found["probeCoalesce"] == "Row")
        #expect(found["probeCoalesceImplicit"] == "unknown", "an implicit `.init(...)` is resolved by its context, not here")
        #expect(found["probeCast"] == "Row?")
        #expect(found["probeForceCast"] == "Row")
        #expect(found["probeTernary"] == "Row")
        #expect(found["probeComparisonTernary"] == "Row")
        #expect(found["probeLongTernary"] == "Row?")
        #expect(found["probeNilBranch"] == "Row?")
        #expect(found["probeMismatch"] == "unknown")
        #expect(found["probeComparison"] == "Bool")
        #expect(found["probeArithmetic"] == "Int")
        #expect(found["probeNot"] == "Bool")
        #expect(found["probeTry"] == "unknown")
        #expect(found["probeOptionalChain"] == "String?")
        #expect(found["probeIs"] == "Bool")
    }

    @Test func closuresCapturesAndWeakSelf() {
        let found = Self.probes("""
            extension Service {
                func f() {
                    let local = Row(title: "")
                    run { [weak self, copy = local, local] in
                        let probeWeakSelf = self
                        let probeWeakChain = self?.networkState
                        let probeCaptureValue = copy
                        let probeCaptureName = local
                    }
                    run { [local] in
                        run { [local] in
                            let probeNestedCaptureName = local
                        }
                    }
                    run { value in
                        let probeUntypedParameter = value
                    }
                    run { (value: Row) in
                        let probeTypedParameter = value
                    }
                    run {
                        let probeShorthand = $0
                    }
                }
            }
            """)
        #expect(found["probeWeakSelf"] == "Service?")
        #expect(found["probeWeakChain"] == "NetworkState?")
        #expect(found["probeCaptureValue"] == "Row")
        #expect(found["probeCaptureName"] == "Row")
        // `[local]` is looked up outside its own closure (from inside it finds itself), also when nested.
        #expect(found["probeNestedCaptureName"] == "Row")
        #expect(found["probeUntypedParameter"] == "unknown")
        #expect(found["probeTypedParameter"] == "Row")
        #expect(found["probeShorthand"] == "unknown")
    }

    @Test func elementsOfSequenceMethodClosures() {
        let found = Self.probes("""
            func f(rows: [Row], maybe: [Row]?, other: Set<Row>) {
                rows.forEach { let probeForEach = $0 }
                rows.forEach { row in let probeNamed = row }
                rows.forEach { (row) in let probeParenthesized = row }
                _ = rows.map { (row) -> Int in let probeMapped = row; return 0 }
                _ = rows.sorted { (first, second) in let probeSecondParenthesized = second; return true }
                run { (value) in let probeOtherParenthesized = value }
                _ = rows.sorted { let probeSecond = $1; return true }
                _ = rows.first(where: { let probeLabeled = $0; return true })
                maybe?.forEach { let probeOptionalArray = $0 }
                other.forEach { let probeSet = $0 }
                run { let probeOtherFunction = $0 }
            }
            """)
        #expect(found["probeForEach"] == "Row")
        #expect(found["probeNamed"] == "Row")
        #expect(found["probeParenthesized"] == "Row")
        #expect(found["probeMapped"] == "Row")
        #expect(found["probeSecondParenthesized"] == "Row")
        #expect(found["probeOtherParenthesized"] == "unknown", "only element methods' closures are followed")
        #expect(found["probeSecond"] == "Row")
        #expect(found["probeLabeled"] == "Row")
        #expect(found["probeOptionalArray"] == "Row")
        #expect(found["probeSet"] == "unknown", "only arrays' element types are followed")
        #expect(found["probeOtherFunction"] == "unknown")
    }

    @Test func lookalikesAndUnknowns() {
        let found = Self.probes("""
            extension ConstraintHolder {
                func f(other: ConstraintHolder, dynamic: DynamicThing, generic: some Collection) {
                    let probeLookalike = top
                    let probeLookalikeChain = other.top
                    let probeReal = height
                    let probeSDKInherited = other.topAnchor
                    let probeInferredFactory = item
                    let probeDynamicMember = dynamic.anything
                    let probeGeneric = generic
                    let probeUnknownType = Mystery.shared
                    let probeShadowed = shadowed()
                }
            }
            class Sub: DetailController {
                func g() {
                    let probeInheritedProperty = model
                    let probeInheritedSDK = view
                }
            }
            """)
        #expect(found["probeLookalike"] == "Constraint?", "`Constraint!` reads as an optional")
        #expect(found["probeLookalikeChain"] == "Constraint?")
        #expect(found["probeReal"] == "NSLayoutConstraint?")
        #expect(found["probeSDKInherited"] == "NSLayoutYAxisAnchor")
        #expect(found["probeInferredFactory"] == "Constraint")
        #expect(found["probeDynamicMember"] == "unknown")
        #expect(found["probeGeneric"] == "some Collection", "an opaque parameter is known as opaque, not nominal")
        #expect(found["probeUnknownType"] == "unknown")
        #expect(found["probeInheritedProperty"] == "Service?")
        #expect(found["probeInheritedSDK"] == "UIView?")
    }

    @Test func genericParametersAndDynamicMembersAreUnknown() {
        let found = Self.probes("""
            struct Box<Item> {
                var item: Item
                var items: [Item]
                var count: Int
                func first() -> Item? { nil }
                func wrapped<T>(_ value: T) -> T { value }
            }
            @dynamicMemberLookup struct Bag {
                subscript(dynamicMember member: String) -> Int { 0 }
            }
            func f<Element>(element: Element, elements: [Element], box: Box<Row>, bag: Bag) {
                let probeGenericParameter = element
                let probeGenericArray = elements
                let probeGenericProperty = box.item
                let probeGenericArrayProperty = box.items
                let probeConcreteProperty = box.count
                let probeGenericResult = box.first()
                let probeGenericFunction = box.wrapped(1)
                let probeDynamicMember = bag.anything
            }
            """)
        #expect(found["probeGenericParameter"] == "unknown")
        #expect(found["probeGenericArray"] == "unknown")
        #expect(found["probeGenericProperty"] == "Row", "Box<Row>'s Item is Row (issue 44)")
        #expect(found["probeGenericArrayProperty"] == "[Row]")
        #expect(found["probeConcreteProperty"] == "Int")
        #expect(found["probeGenericResult"] == "Row?", "a method's result declared with the type's own parameter")
        #expect(found["probeGenericFunction"] == "unknown")
        #expect(found["probeDynamicMember"] == "unknown")
    }

    @Test func aNestedTypeOfTheSameNameDoesNotHideTheTopLevelOne() {
        var project = Self.project
        project["Strings.swift"] = "import UIKit\nenum L10n { enum Settings { enum Settings { static let title = 1 } } }\nfinal class Settings2 {}\n"
        project["Session.swift"] = "import UIKit\nfinal class Session { static var shared = Session(); var token = \"\" }\nenum Strings { enum Session { static let label = 1 } }\n"
        let index = Self.index(of: project)
        let found = Self.probes("func f() { let probeTopLevel = Session.shared.token }", index: index)
        #expect(found["probeTopLevel"] == "String")
    }

    /// `PaidFeature.bookmarks` is a static property even where another type nests an enum
    /// named `bookmarks` (pocket-casts' `Constants.bookmarks`); `Outer.Inner` is a type only
    /// when `Inner` is declared inside `Outer`.
    @Test func aStaticMemberIsNotAnotherTypesNestedTypeOfTheSameName() {
        var project = Self.project
        project["Feature.swift"] = "import UIKit\nfinal class Feature { static var bookmarks: Feature = Feature(); struct Kind {} }\n"
        project["Constants.swift"] = "import UIKit\nenum Constants { enum bookmarks { static let sound = 1 } }\n"
        let index = Self.index(of: project)
        let found = Self.probes("func f() { let probeStatic = Feature.bookmarks; let probeNested = Feature.Kind(); let probeOther = Constants.bookmarks.sound }", index: index)
        #expect(found["probeStatic"] == "Feature")
        #expect(found["probeNested"] == "Kind")
        #expect(found["probeOther"] == "Int")
    }

    @Test func twoProjectTypesOfOneNameAreUnknown() {
        var project = Self.project
        project["Other.swift"] = "import UIKit\nstruct Settings { var theme: Int }\n"
        let index = Self.index(of: project)
        let found = Self.probes("func f(s: Settings) { let probeAmbiguous = s.theme }", index: index)
        #expect(found["probeAmbiguous"] == "unknown")
    }

    @Test func classChainsAndMainActor() {
        let resolver = ExpressionTypeResolver(index: Self.index())
        #expect(resolver.classChain(of: "DetailController") == ["DetailController", "BaseController", "UIViewController", "UIResponder", "NSObject"])
        #expect(resolver.isMainActor("DetailController"))
        #expect(resolver.isMainActor("SKScene"), "SpriteKit nodes are UIResponders on iOS")
        #expect(resolver.isMainActor("UIScreen"))
        #expect(!resolver.isMainActor("Service"))
        #expect(!resolver.isMainActor("NSObject"))
        #expect(resolver.isSubclass("ConstraintHolder", of: "UIView"))
        #expect(!resolver.isSubclass("Constraint", of: "NSLayoutConstraint"))
    }

    @Test func typeRefsFromWrittenTypes() {
        #expect(TypeRef(parsing: "Optional<Array<Row>>")?.description == "[Row]?")
        #expect(TypeRef(parsing: "Swift.Dictionary<String, Module.Row>")?.description == "[String: Row]")
        #expect(TypeRef(parsing: "Set<Row>")?.description == "Set<Row>")
        #expect(TypeRef(parsing: "UILabel!")?.description == "UILabel?")
        #expect(TypeRef(parsing: "@MainActor Model")?.description == "Model")
        #expect(TypeRef(parsing: "(Int) -> Void") == nil)
        #expect(TypeRef(parsing: "some View") == .opaque("View"), "known as opaque: a View, not a nominal type")
        #expect(TypeRef(parsing: "any Row") == nil, "an existential is not followed")
        #expect(TypeRef(parsing: "some View & Sendable") == nil)
        #expect(TypeRef(parsing: "not a type") == nil)
    }
}

/// Which calls a declaration accepts: labels in order, defaulted parameters left out, trailing
/// closures for the last parameters (the call graph and the resolver pick overloads with it).
@Suite struct CallLabelTests {
    static func function(_ declaration: String) -> FunctionFacts {
        let source = SourceText(path: "A.swift", text: "import UIKit\n" + declaration + "\n")
        let index = IndexBuilder(interest: IndexInterest(triggers: ["import"]), jobs: 1).build(
            files: [SourceFile(path: "A.swift", displayPath: "A.swift")], read: { _ in source }, keepTree: { _ in false }).index
        return index.freeFunctions[0]
    }

    @Test func labelsDefaultsAndTrailingClosures() {
        let read = Self.function("func read(from source: () -> Void) {}")
        #expect(read.accepts(labels: ["from"]))
        #expect(!read.accepts(labels: []), "`read` without arguments is not `read(from:)`: its parameter has no default")
        #expect(read.accepts(labels: [], trailingClosures: 1), "a trailing closure takes the last parameter")
        let fetch = Self.function("func fetch(_ id: Int, force: Bool = false, completion: () -> Void) {}")
        #expect(fetch.accepts(labels: ["_"], trailingClosures: 1))
        #expect(fetch.accepts(labels: ["_", "force"], trailingClosures: 1))
        #expect(!fetch.accepts(labels: ["force"], trailingClosures: 1))
        #expect(!fetch.accepts(labels: ["_", "other"], trailingClosures: 1))
    }
}
