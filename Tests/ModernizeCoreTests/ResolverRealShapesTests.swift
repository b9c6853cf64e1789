import ModernizeCore
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// Issue 44: the shapes real apps have that the resolver left unknown, one test per form, with
/// the forms that must stay unknown beside them. Probes as in `ExpressionTypeResolverTests`.
@Suite struct ResolverRealShapesTests {
    static func probes(_ source: String, project: [String: String] = [:]) -> [String: String] {
        // The test index reads files that `import` (its trigger), as a run reads candidates.
        var files = ExpressionTypeResolverTests.project.merging(project.mapValues { "import UIKit\n" + $0 }) { _, new in new }
        files["Probe.swift"] = "import UIKit\n" + source
        return ExpressionTypeResolverTests.probes(source, index: ExpressionTypeResolverTests.index(of: files))
    }

    @Test func globalsAndFileScopeConstants() {
        let found = Self.probes("""
            func f() {
                let probeGlobal = previewStore
                let probeGlobalChain = previewStore.rows
                let probeTypedGlobal = current
                let probeComputedGlobal = computedDefault
                let probeTwoDifferent = twice
            }
            """, project: ["Globals.swift": """
                let previewStore = Service()
                var current: Settings? = nil
                var computedDefault: Row { Row(title: "") }
                """, "A.swift": "let twice = Service()", "B.swift": "let twice = Row(title: \"\")"])
        #expect(found["probeGlobal"] == "Service")
        #expect(found["probeGlobalChain"] == "[Row]")
        #expect(found["probeTypedGlobal"] == "Settings?")
        #expect(found["probeComputedGlobal"] == "Row")
        #expect(found["probeTwoDifferent"] == "unknown", "two globals of one name with different types: cannot tell which")
    }

    @Test func aLocalShadowsAGlobalAndAMemberComesFirst() {
        let found = Self.probes("""
            final class Screen {
                var previewStore = Row(title: "")
                func f() {
                    let probeMember = previewStore
                    let current = 1
                    let probeLocal = current
                }
            }
            """, project: ["Globals.swift": "let previewStore = Service()\nvar current: Settings? = nil"])
        #expect(found["probeMember"] == "Row", "a member of self hides a global of the same name")
        #expect(found["probeLocal"] == "Int")
    }

    @Test func typeAliases() {
        let found = Self.probes("""
            func f(cell: CellAlias, rows: RowList) {
                let probeAliasParameter = cell
                let probeAliasArray = rows
                let probeAliasConstructed = CellAlias(title: "")
                let probeChainedAlias = Alias2(title: "")
            }
            """, project: ["Aliases.swift": """
                typealias CellAlias = Row
                typealias RowList = [Row]
                typealias Alias1 = Row
                typealias Alias2 = Alias1
                """])
        #expect(found["probeAliasParameter"] == "Row")
        #expect(found["probeAliasArray"] == "[Row]")
        #expect(found["probeAliasConstructed"] == "Row")
        #expect(found["probeChainedAlias"] == "Row")
    }

    @Test func anAliasNamedLikeATypeOrNestedIsNotFollowed() {
        let found = Self.probes("""
            func f(a: Row, b: Inner) {
                let probeTypeWins = a
                let probeNested = b
            }
            """, project: ["Aliases.swift": """
                typealias Row = Service
                enum Namespace { typealias Inner = Row }
                """])
        #expect(found["probeTypeWins"] == "Row", "the project declares a type Row: the alias does not replace it")
        #expect(found["probeNested"] == "Inner", "a nested alias is not followed: its own name is kept")
    }

    @Test func genericArgumentsAreSubstituted() {
        let found = Self.probes("""
            func f(box: Box<Row>, pair: Pair<Row, Service>, unbound: Box<Row>) {
                let probeValue = box.value
                let probeOptional = box.maybe
                let probeNested = box.value.title
                let probeSecond = pair.second
                let probeMethod = pair.firstOne()
                let probeWrongArity = Box.self
            }
            """, project: ["Generics.swift": """
                struct Box<T> { var value: T; var maybe: T? }
                struct Pair<A, B> { var first: A; var second: B; func firstOne() -> A { first } }
                """])
        #expect(found["probeValue"] == "Row")
        #expect(found["probeOptional"] == "Row?")
        #expect(found["probeNested"] == "String")
        #expect(found["probeSecond"] == "Service")
        #expect(found["probeMethod"] == "Row")
    }

    @Test func aGenericResultBoundByAMetatypeArgument() {
        let found = Self.probes("""
            func f(tableView: UITableView, indexPath: IndexPath) {
                let probeDequeued = tableView.dequeueReusableCell(ofType: RowCell.self, for: indexPath)
                let probeFree = make(Row.self)
                let probeUnlabeled = build(Service.self, count: 1)
                let probeInferred = decode()
                let probeTwoMetatypes = pick(Row.self, Service.self)
            }
            """, project: ["Helpers.swift": """
                final class RowCell: UITableViewCell {}
                extension UITableView {
                    func dequeueReusableCell<T: UITableViewCell>(ofType type: T.Type, for indexPath: IndexPath) -> T { fatalError() }
                }
                func make<T>(_ type: T.Type) -> T? { nil }
                func build<T>(_ type: T.Type, count: Int) -> T { fatalError() }
                func decode<T>() -> T { fatalError() }
                func pick<T, U>(_ first: T.Type, _ second: U.Type) -> T { fatalError() }
                """])
        #expect(found["probeDequeued"] == "RowCell")
        #expect(found["probeFree"] == "Row?")
        #expect(found["probeUnlabeled"] == "Service")
        #expect(found["probeInferred"] == "unknown", "bound by the context, not an argument")
        #expect(found["probeTwoMetatypes"] == "Row", "the parameter typed with the result's generic decides")
    }

    /// A closure handed to a function the project declares takes its parameter types from the
    /// function type written for that argument (trailing, labeled, `$0`, optional, `@escaping`).
    @Test func parametersOfAClosureHandedToAProjectFunction() {
        let found = Self.probes("""
            func f(row: FormRow) {
                row.cellUpdate { cell, owner in
                    let probeCell = cell
                    let probeOwner = owner
                }
                row.onSelect(handler: { let probeShorthand = $0 })
                row.maybe { let probeOptional = $0 }
                visit { let probeFree = $0 }
                FormRow.make { let probeStatic = $0 }
                row.generic { let probeGeneric = $0 }
                row.overloaded { let probeOverloaded = $0 }
                row.defaulted { let probeDefaulted = $0 }
                row.unknownMethod { let probeUnknownMethod = $0 }
                Holder<Row>().each { let probeTypeGeneric = $0 }
            }
            """, project: ["Form.swift": """
                final class FormRow {
                    func cellUpdate(_ update: @escaping (UITableViewCell, FormRow) -> Void) {}
                    func onSelect(handler: (Row) -> Void) {}
                    func maybe(_ body: ((Service) -> Void)?) {}
                    static func make(_ body: (Settings) -> Void) {}
                    func generic<T>(_ body: (T) -> Void) {}
                    func overloaded(_ body: (Row) -> Void) {}
                    func overloaded(_ body: (Service) -> Void) {}
                    func defaulted(count: Int = 1, _ body: (Row) -> Void) {}
                }
                func visit(_ body: (Row) -> Void) {}
                final class Holder<Service> {
                    func each(_ body: (Service) -> Void) {}
                }
                """])
        #expect(found["probeCell"] == "UITableViewCell")
        #expect(found["probeOwner"] == "FormRow")
        #expect(found["probeShorthand"] == "Row")
        #expect(found["probeOptional"] == "Service")
        #expect(found["probeFree"] == "Row")
        #expect(found["probeStatic"] == "Settings")
        #expect(found["probeGeneric"] == "unknown", "a generic parameter is bound by the call")
        #expect(found["probeOverloaded"] == "unknown", "two overloads take different closures")
        #expect(found["probeDefaulted"] == "unknown", "a defaulted parameter left out: positions are not followed")
        #expect(found["probeUnknownMethod"] == "unknown")
        #expect(found["probeTypeGeneric"] == "Row", "the declaring type's generic parameter takes the receiver's argument, not the class of that name")
    }

    @Test func casesOfAProjectEnum() {
        let found = Self.probes("""
            func f() {
                let probeCase = LoadState.loading
                let probeAssociated = LoadState.failed("x")
                let probeNotACase = LoadState.idle
                let probeTwoEnums = Phase.start
            }
            """, project: ["State.swift": """
                enum LoadState {
                    case loading, loaded
                    case failed(String)
                }
                enum Phase { case start }
                """, "Other.swift": "struct Phase { static let start = 1 }"])
        #expect(found["probeCase"] == "LoadState")
        #expect(found["probeAssociated"] == "LoadState")
        #expect(found["probeNotACase"] == "unknown")
        #expect(found["probeTwoEnums"] == "unknown", "two types named Phase: cannot tell which")
    }

    @Test func standardLibraryCallsOnArraysAndNumbers() {
        let found = Self.probes("""
            final class Screen: UIViewController {
                var rows: [Row] = []
                func f() {
                    let probeShuffled = rows.shuffled()
                    let probeSortedBy = rows.sorted { $0.title < $1.title }
                    let probeRandom = rows.randomElement()
                    let probeFirstWhere = rows.first(where: { $0.title.isEmpty })
                    let probeMapKeyPath = rows.map(\\.title)
                    let probeMapClosure = rows.map { Service() }
                    let probeCompactMap = rows.compactMap { $0.title.isEmpty ? nil : Service() }
                    let probeJoined = ["a", "b"].joined(separator: ",")
                    let probeReversed = rows.reversed()
                    let probeEmptyArray = [Row]()
                    let probeEmptyDictionary = [String: Row]()
                    let probeUnindexedElement = [Page]()
                    let probeNestedElement = [Outer.Page]()
                    let probeRandomInt = Int.random(in: 0...2)
                    let probeSuper = super.view
                    let probeSuperSelf = super
                }
            }
            """)
        #expect(found["probeShuffled"] == "[Row]")
        #expect(found["probeSortedBy"] == "[Row]")
        #expect(found["probeRandom"] == "Row?")
        #expect(found["probeFirstWhere"] == "Row?")
        #expect(found["probeMapKeyPath"] == "[String]")
        #expect(found["probeMapClosure"] == "[Service]")
        #expect(found["probeCompactMap"] == "[Service]")
        #expect(found["probeJoined"] == "String")
        #expect(found["probeReversed"] == "unknown", "a ReversedCollection, not an array")
        #expect(found["probeEmptyArray"] == "[Row]")
        #expect(found["probeEmptyDictionary"] == "[String: Row]")
        #expect(found["probeUnindexedElement"] == "[Page]", "called, the brackets can only hold a type")
        #expect(found["probeNestedElement"] != "unknown")
        #expect(found["probeRandomInt"] == "Int")
        #expect(found["probeSuper"] == "UIView?", "UIViewController.view is UIView!")
        #expect(found["probeSuperSelf"] == "UIViewController")
        let generic = Self.probes("""
            func make<Element>(_ type: Element.Type) {
                let probeGenericElement = [Element]()
            }
            """)
        #expect(generic["probeGenericElement"] == "unknown", "a generic parameter is not a type")
    }

    @Test func anEnvironmentValueTakesItsKeysType() {
        let found = Self.probes("""
            struct Card: View {
                @Environment(\\.palette) private var palette
                @Environment(\\.unknownKey) private var other
                func f() {
                    let probeEnvironment = palette.accent
                    let probeUnknownKey = other
                }
            }
            """, project: ["Palette.swift": """
                struct Palette { var accent: Color = .blue }
                extension EnvironmentValues {
                    var palette: Palette { Palette() }
                }
                """])
        #expect(found["probeEnvironment"] == "Color")
        #expect(found["probeUnknownKey"] == "unknown")
    }

    @Test func closureParameterTypesAreReadFromWrittenFunctionTypes() {
        #expect(ExpressionTypeResolver.closureParameterTypes("@escaping (UITableViewCell, FormRow) -> Void") == ["UITableViewCell", "FormRow"])
        #expect(ExpressionTypeResolver.closureParameterTypes("((Cell) -> Void)?") == ["Cell"])
        #expect(ExpressionTypeResolver.closureParameterTypes("@escaping @Sendable ([Row]) async -> Void") == ["[Row]"])
        #expect(ExpressionTypeResolver.closureParameterTypes("Row") == nil)
        #expect(ExpressionTypeResolver.closureParameterTypes("(Row, Cell)") == nil, "a tuple is not a function type")
    }

    @Test func tuplePatternsAndClosuresCalledInPlace() {
        let found = Self.probes("""
            func f(rows: [Row], byName: [String: Row]) {
                for (index, row) in rows.enumerated() {
                    let probeIndex = index
                    let probeRow = row
                }
                for (name, row) in byName {
                    let probeKey = name
                    let probeValue = row
                }
                for (a, b) in zip(rows, rows) { let probeZip = b }
                let (first, second) = (Service(), Row(title: ""))
                let probeTupleLet = second
                let probeClosure = { () -> Service in Service() }()
                let probeClosureReturns = { let s = Service(); return s }()
                let probeDisagreeing = { if Bool.random() { return 1 }; return "a" }()
            }
            """)
        #expect(found["probeIndex"] == "Int")
        #expect(found["probeRow"] == "Row")
        #expect(found["probeKey"] == "String")
        #expect(found["probeValue"] == "Row")
        #expect(found["probeZip"] == "Row")
        #expect(found["probeTupleLet"] == "Row")
        #expect(found["probeClosure"] == "Service")
        #expect(found["probeClosureReturns"] == "Service")
        #expect(found["probeDisagreeing"] == "unknown")
    }

    @Test func swiftUIViewsAndModifiers() {
        let found = Self.probes("""
            import SwiftUI
            struct Card: View {
                var body: some View { Text("") }
                func f() {
                    let probeStack = VStack { Text("") }
                    let probeModifier = VStack { Text("") }.padding()
                    let probeChain = Label("a", systemImage: "b").font(.body).padding()
                    let probeBody = body
                    let probeBodyModifier = body.padding()
                    let probeOwnModifier = body.card()
                    let probeTextModifier = Text("").bold()
                    let probeImageModifier = Image("").resizable()
                    let probeShape = Circle().stroke()
                    let probeTextViewModifier = Text("").bold().padding()
                    let probeTextStyle = Text("").foregroundStyle(.red)
                    let probeImageChain = Image("").renderingMode(.template).resizable().frame(width: 1)
                    let probeColorOpacity = Color.red.opacity(0.5)
                    let probeColorViewModifier = Color.red.padding()
                }
            }
            extension View { func card() -> Card { Card() } }
            """)
        #expect(found["probeStack"] == "VStack")
        #expect(found["probeModifier"] == "some View")
        #expect(found["probeChain"] == "some View")
        #expect(found["probeBody"] == "some View")
        #expect(found["probeBodyModifier"] == "some View")
        #expect(found["probeOwnModifier"] == "Card", "the project's own modifier on View decides")
        #expect(found["probeTextModifier"] == "Text", "Text's own modifiers return Text (SDK facts)")
        #expect(found["probeImageModifier"] == "Image")
        #expect(found["probeTextViewModifier"] == "some View", "a View-only modifier on a Text")
        #expect(found["probeTextStyle"] == "unknown", "Text's own foregroundStyle (iOS 17) or View's: not guessed")
        #expect(found["probeImageChain"] == "some View")
        #expect(found["probeColorOpacity"] == "Color")
        #expect(found["probeColorViewModifier"] == "some View")
        #expect(found["probeShape"] == "unknown", "a Shape's modifiers may return some Shape")
    }

    @Test func implicitMembersTakeTheirContextualType() throws {
        let source = """
            func f(flag: Bool) {
                foregroundColor(.primary)
                foregroundColor(.red.opacity(0.5))
                foregroundColor(.init(white: 0.5))
                foregroundColor(.none)
                foregroundColor(myColor)
            }
            """
        let tree = Parser.parse(source: source)
        let resolver = ExpressionTypeResolver(index: ExpressionTypeResolverTests.index(adding: source))
        let arguments = SyntaxSearch.all(FunctionCallExprSyntax.self, in: tree).filter { $0.calledExpression.trimmedDescription == "foregroundColor" }
            .map { $0.arguments.first!.expression }
        let answers = arguments.map { resolver.type(of: $0, contextualType: .optional(.named("Color"))).description }
        #expect(answers == ["Color", "Color", "Color", "unknown", "unknown"], "`.none` is nil, and a name is typed as itself")
    }

    /// element-ios `let presentable = coordinator.toPresentable()` then
    /// `presentable.presentationController?.delegate = self`: the recorded write's receiver is
    /// typed through the local's value, whose root is another local built by a constructor.
    @Test func aRecordedReceiverThroughALocalBoundToAMethodCall() throws {
        let files = ["Coordinator.swift": """
            import UIKit
            protocol Presentable { func toPresentable() -> UIViewController }
            final class KeyCoordinator: Presentable {
                weak var delegate: AnyObject?
                func toPresentable() -> UIViewController { UIViewController() }
            }
            """, "Screen.swift": """
            import UIKit
            final class Screen: UIViewController, UIAdaptivePresentationControllerDelegate {
                func show(other: KeyCoordinator) {
                    let coordinator = KeyCoordinator()
                    let presentable = coordinator.toPresentable()
                    presentable.presentationController?.delegate = self
                    let viaParameter = other.toPresentable()
                    viaParameter.presentationController?.delegate = self
                }
            }
            """]
        let sources = files.map { SourceText(path: $0.key, text: $0.value) }
        let byPath = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
        var interest = IndexInterest(triggers: ["import"], members: ["delegate"])
        interest.receiverTypes = ["delegate"]
        let index = IndexBuilder(interest: interest, jobs: 1).build(
            files: sources.map { SourceFile(path: $0.path, displayPath: $0.path) }, read: { byPath[$0.path] }, keepTree: { _ in false }).index
        let writes = index.types(named: "Screen").flatMap(\.functions).flatMap(\.uses).filter { $0.name == "delegate" && $0.isWrite }
        let resolver = ExpressionTypeResolver(index: index)
        let answers = writes.map { resolver.type(ofReceiverOf: $0, inType: "Screen", isStatic: false).description }
        #expect(answers == ["UIPresentationController?", "UIPresentationController?"])
    }

    /// pocket-casts `configuration.label.font(...)` in a `ButtonStyle`: `Configuration` is the
    /// protocol's alias, whose `label` is a view with View's modifiers only.
    @Test func aButtonStyleConfigurationAndItsLabel() {
        let found = Self.probes("""
            struct PillStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    let probeConfiguration = configuration
                    let probePressed = configuration.isPressed
                    let probeModified = configuration.label.padding()
                    return probeModified
                }
            }
            struct ShortStyle: ButtonStyle {
                func makeBody(configuration: Self.Configuration) -> some View {
                    let probeQualified = configuration
                    return configuration.label
                }
            }
            struct NotAStyle {
                func makeBody(configuration: Configuration) { let probeOtherType = configuration }
            }
            """, project: ["Settings.swift": "struct Configuration { let name: String }"])
        #expect(found["probeConfiguration"] == "ButtonStyleConfiguration", "inside the conformer, the protocol's alias hides a top-level type")
        #expect(found["probePressed"] == "Bool")
        #expect(found["probeModified"] == "some View")
        #expect(found["probeQualified"] == "ButtonStyleConfiguration")
        #expect(found["probeOtherType"] == "Configuration", "outside a ButtonStyle the name is the project's type")
    }

    /// element-ios `theme.colors.accent` (a requirement of a protocol the value's protocol
    /// inherits) and Eureka's `row.cellUpdate { cell, row in }` (a protocol extension method whose
    /// closure takes the associated type `Cell`, bound by a superclass's generic argument).
    @Test func protocolMembersAndAssociatedTypesBoundByTheClassChain() {
        let found = Self.probes("""
            func f(theme: AppTheme, row: TextFieldRow, box: NamedBox, plain: PlainFieldRow) {
                let probeRequirement = theme.colors
                let probeRequirementChain = theme.colors.accent
                let probeExtensionMember = row.summary
                let probeInheritedGeneric = row.cell
                let probeSubclassGeneric = box.item
                row.cellUpdate { cell, updated in
                    let probeAssociatedCell = cell
                    let probeSelfRow = updated
                }
                TextFieldRow().cellUpdate { cell, _ in let probeConstructedRowCell = cell }
                plain.cellUpdate { cell, _ in let probeUnboundCell = cell }
                let probeExistentialSelf = theme.copy
            }
            """, project: ["Theme.swift": """
                struct Palette { let accent: UIColor }
                protocol AppThemeBase { var colors: Palette { get } }
                protocol AppTheme: AppThemeBase { var copy: Self { get } }
                """, "Rows.swift": """
                class BaseFormCell: UITableViewCell {}
                final class TextFieldCell: BaseFormCell {}
                protocol TypedFormRowType: AnyObject {
                    associatedtype Cell: BaseFormCell
                    var cell: Cell! { get }
                }
                protocol FormRowType: TypedFormRowType {}
                extension FormRowType {
                    func cellUpdate(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self { self }
                    var summary: String { "" }
                }
                class BaseFormRow {}
                class FormRow<Cell: BaseFormCell>: BaseFormRow, TypedFormRowType { var cell: Cell! { nil } }
                class FieldRowOf<Cell: BaseFormCell>: FormRow<Cell> {}
                final class TextFieldRow: FieldRowOf<TextFieldCell>, FormRowType {}
                class PlainFieldRow: BaseFormRow, FormRowType { var cell: BaseFormCell! { nil } }
                class Box<T> { var item: T? }
                final class NamedBox: Box<String> {}
                """])
        #expect(found["probeRequirement"] == "Palette")
        #expect(found["probeRequirementChain"] == "UIColor")
        #expect(found["probeExtensionMember"] == "String")
        #expect(found["probeInheritedGeneric"] == "TextFieldCell?", "FormRow's Cell is FieldRowOf's, which TextFieldRow binds to TextFieldCell (an IUO read is optional)")
        #expect(found["probeSubclassGeneric"] == "String?")
        #expect(found["probeAssociatedCell"] == "TextFieldCell", "the associated type Cell is Row's generic parameter Cell")
        #expect(found["probeSelfRow"] == "TextFieldRow")
        #expect(found["probeConstructedRowCell"] == "TextFieldCell")
        #expect(found["probeUnboundCell"] == "unknown", "PlainFieldRow binds Cell by a witness, not a generic parameter: not followed")
        #expect(found["probeExistentialSelf"] == "AppTheme", "Self of an existential reads as the existential")
    }
}

/// Issue 44: Objective-C headers read as Swift sees them.
@Suite struct ObjectiveCHeaderTests {
    static let header = """
        #import <UIKit/UIKit.h>
        @protocol CellDelegate;

        NS_ASSUME_NONNULL_BEGIN
        /// A cell.
        @protocol CellDelegate <NSObject>
        - (void)cellDidTap:(id)cell;
        @end

        @interface RoomCell : UITableViewCell <UITextViewDelegate, Reusable>
        @property (nonatomic, weak, nullable) id<CellDelegate> delegate;
        @property (nonatomic, strong) UILabel *titleLabel;
        @property (nonatomic, readonly) NSArray<NSString *> *names;
        @property (nonatomic, copy) void (^onTap)(void);
        @property (class, nonatomic, readonly) RoomCell *shared;
        @property (nonatomic) BOOL highlighted NS_SWIFT_NAME(isHighlighted);
        - (nullable UIView *)accessoryView;
        - (void)configureWith:(NSString *)title;
        @end
        NS_ASSUME_NONNULL_END

        @interface RoomCell (Extras) <Themable>
        @property (nonatomic, strong) UIColor *tint;
        @end

        @interface Box<ObjectType> : NSObject
        @property (nonatomic, strong) ObjectType value;
        @end
        /* @interface Commented : NSObject @end */
        """

    @Test func classesCategoriesProtocolsAndProperties() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/RoomCell.h", Self.header)
        let facts = ObjectiveCHeaders.facts(under: [directory.path]) { $0 }
        let types = facts.flatMap(\.types)
        #expect(types.map(\.name) == ["CellDelegate", "RoomCell", "RoomCell", "Box"], "the forward declaration and the comment declare nothing")
        let cell = try #require(types.first { $0.name == "RoomCell" && $0.kind == .class })
        #expect(cell.inherited == ["UITableViewCell", "UITextViewDelegate", "Reusable"])
        let properties = Dictionary(uniqueKeysWithValues: cell.properties.map { ($0.name, $0) })
        #expect(properties["delegate"]?.type == "CellDelegate?")
        #expect(properties["delegate"]?.attributes.contains("weak") == true)
        #expect(properties["titleLabel"]?.type == "UILabel", "inside NS_ASSUME_NONNULL: not optional")
        #expect(properties["names"]?.type == "[String]")
        #expect(properties["onTap"] == nil, "a block is passed over")
        #expect(properties["shared"]?.isStatic == true)
        #expect(properties["highlighted"]?.type == "Bool")
        #expect(cell.functions.map(\.name) == ["accessoryView"], "only methods without arguments")
        #expect(cell.functions.first?.returnType == "UIView?")
        let category = try #require(types.first { $0.name == "RoomCell" && $0.kind == .extension })
        #expect(category.inherited == ["Themable"])
        #expect(category.properties.first?.type == "UIColor!", "outside NS_ASSUME_NONNULL an unannotated pointer is implicitly unwrapped")
        let box = try #require(types.first { $0.name == "Box" })
        #expect(box.inherited == ["NSObject"], "lightweight generics are not taken for a protocol list")
        #expect(box.properties.isEmpty, "a generic parameter's type is not mapped")
    }

    @Test func theResolverTypesSwiftUsesOfAHeaderClass() throws {
        let directory = try TemporaryDirectory()
        try directory.write("RoomCell.h", Self.header)
        let source = """
            import UIKit
            func f(cell: RoomCell) {
                let probeLabel = cell.titleLabel
                let probeDelegate = cell.delegate
                let probeInheritedSDK = cell.contentView
                let probeClass = RoomCell.shared
            }
            """
        let sources = [SourceText(path: "Probe.swift", text: source)]
        let built = IndexBuilder(interest: IndexInterest(triggers: ["import"]), jobs: 1).build(
            files: [SourceFile(path: "Probe.swift", displayPath: "Probe.swift")], read: { _ in sources[0] }, keepTree: { _ in false })
        let index = ProjectIndex(files: built.facts + ObjectiveCHeaders.facts(under: [directory.path]) { $0 })
        let found = ExpressionTypeResolverTests.probes(source, index: index)
        #expect(found["probeLabel"] == "UILabel")
        #expect(found["probeDelegate"] == "CellDelegate?")
        #expect(found["probeInheritedSDK"] == "UIView", "the header's superclass leads to the SDK facts")
        #expect(found["probeClass"] == "RoomCell")
        #expect(ExpressionTypeResolver(index: index).isSubclass("RoomCell", of: "UITableViewCell"))
    }
}
