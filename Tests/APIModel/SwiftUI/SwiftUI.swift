// API model of Apple's SwiftUI for type-checking golden files on Linux (test infrastructure, not
// product code; see ../UIKit/Module.swift). Only the slice golden files use. Modifiers return a
// placeholder view type instead of SwiftUI's ModifiedContent; the labels and closure types are
// Apple's.

@_exported import Combine
@_exported import Observation
@_exported import UIKit

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Placeholder for the result of a modifier (SwiftUI's `ModifiedContent`).
public struct _ModifiedView<Content>: View {
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: View { public init() {}; public var body: Never { fatalError() } }
public struct TupleView<T>: View { public var body: Never { fatalError() } }
public struct _ConditionalContent<TrueContent, FalseContent>: View { public var body: Never { fatalError() } }
public struct AnyView: View {
    public init<V: View>(_ view: V) { fatalError() }
    public var body: Never { fatalError() }
}

public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}

public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
public struct Alignment: Sendable {
    public static let center = Alignment(), leading = Alignment(), trailing = Alignment(), top = Alignment(), bottom = Alignment()
    public static let topLeading = Alignment(), topTrailing = Alignment(), bottomLeading = Alignment(), bottomTrailing = Alignment()
}

public struct Edge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public struct Font: Hashable, Sendable {
    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font(), subheadline = Font()
    public static let body = Font(), callout = Font(), footnote = Font(), caption = Font(), caption2 = Font()
    public static func system(size: CGFloat) -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight(), medium = Weight(), semibold = Weight(), bold = Weight(), heavy = Weight()
    }
}

public struct Color: View, Hashable, Sendable {
    public init(_ color: UIColor) { fatalError() }
    public init(_ name: String) { fatalError() }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
    public static let red = Color("red"), green = Color("green"), blue = Color("blue"), orange = Color("orange")
    public static let yellow = Color("yellow"), gray = Color("gray"), black = Color("black"), white = Color("white")
    public static let primary = Color("primary"), secondary = Color("secondary"), accentColor = Color("accent"), clear = Color("clear")
    public static let pink = Color("pink"), purple = Color("purple"), indigo = Color("indigo")
    public func opacity(_ opacity: Double) -> Color { fatalError() }
    public var body: Never { fatalError() }
}

public protocol ShapeStyle {}
extension Color: ShapeStyle {}

public struct Text: View, Equatable {
    public init(_ key: LocalizedStringKey) { fatalError() }
    public init<S: StringProtocol>(_ content: S) { fatalError() }
    public init(verbatim content: String) { fatalError() }
    public func font(_ font: Font?) -> Text { fatalError() }
    public func bold() -> Text { fatalError() }
    public func italic() -> Text { fatalError() }
    public func foregroundColor(_ color: Color?) -> Text { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    public func kerning(_ kerning: CGFloat) -> Text { fatalError() }
    public func tracking(_ tracking: CGFloat) -> Text { fatalError() }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { fatalError() }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
    /// iOS 17: Text's own foregroundStyle keeps it a Text (concatenation works).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { fatalError() }
    public var body: Never { fatalError() }
}

public struct Image: View, Equatable {
    public init(_ name: String) { fatalError() }
    public init(systemName: String) { fatalError() }
    public init(uiImage: UIImage) { fatalError() }
    public func resizable() -> Image { fatalError() }
    public enum TemplateRenderingMode: Sendable { case template, original }
    public enum Interpolation: Sendable { case none, low, medium, high }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { fatalError() }
    public func interpolation(_ interpolation: Interpolation) -> Image { fatalError() }
    public func antialiased(_ isAntialiased: Bool) -> Image { fatalError() }
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) { fatalError() }
}

public struct Menu<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct ScrollView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

public struct NavigationPath {
    public init() {}
}

public struct NavigationStack<Data, Root: View>: View {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public var body: Never { fatalError() }
}

public struct Spacer: View {
    public init(minLength: CGFloat? = nil) { fatalError() }
    public var body: Never { fatalError() }
}

public struct ProgressView: View {
    public init() { fatalError() }
    public var body: Never { fatalError() }
}

public struct Toggle<Label: View>: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { fatalError() }
}

public struct TextField<Label: View>: View {
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
}

public struct Stepper<Label: View>: View {
    public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) { fatalError() }
}

/// The app and its scenes (`@main struct MyApp: App`).
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _ModifiedView<Self> { fatalError() }
    public func padding(_ length: CGFloat) -> _ModifiedView<Self> { fatalError() }
    public func opacity(_ opacity: Double) -> _ModifiedView<Self> { fatalError() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> _ModifiedView<Self> { fatalError() }
    public func frame(maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> _ModifiedView<Self> { fatalError() }
    public func font(_ font: Font?) -> _ModifiedView<Self> { fatalError() }
    public func foregroundColor(_ color: Color?) -> _ModifiedView<Self> { fatalError() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedView<Self> { fatalError() }
    public func background<S: ShapeStyle>(_ style: S) -> _ModifiedView<Self> { fatalError() }
    public func disabled(_ disabled: Bool) -> _ModifiedView<Self> { fatalError() }
    public func hidden() -> _ModifiedView<Self> { fatalError() }
    public func onAppear(perform action: (() -> Void)? = nil) -> _ModifiedView<Self> { fatalError() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> _ModifiedView<Self> { fatalError() }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> _ModifiedView<Self> { fatalError() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> _ModifiedView<Self> { fatalError() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> _ModifiedView<Self> { fatalError() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> _ModifiedView<Self> { fatalError() }
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> _ModifiedView<Self> { fatalError() }
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> _ModifiedView<Self> { fatalError() }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> _ModifiedView<Self> { fatalError() }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> _ModifiedView<Self> { fatalError() }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> _ModifiedView<Self> { fatalError() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> _ModifiedView<Self> { fatalError() }
    public func environmentObject<T: ObservableObject>(_ object: T) -> _ModifiedView<Self> { fatalError() }
    /// iOS 17: puts an @Observable object into the environment, for `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> _ModifiedView<Self> { fatalError() }
}

public struct Animation: Equatable, Sendable {
    public static let `default` = Animation(), easeInOut = Animation(), linear = Animation(), spring = Animation()
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    /// Lets a closure take a binding as `$item` (the binding ForEach).
    public init(projectedValue: Binding<Value>) { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

@propertyWrapper
public struct State<Value> {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    @dynamicMemberLookup public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }
    public init(wrappedValue: ObjectType) { fatalError() }
    public init(initialValue: ObjectType) { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// iOS 17: bindings to an @Observable object's properties.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public init(wrappedValue: Value) { fatalError() }
    public init(_ wrappedValue: Value) { fatalError() }
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: Bindable<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject { fatalError() }
}

public struct EnvironmentValues {
    public var colorScheme: ColorScheme { get { fatalError() } set { fatalError() } }
    public var dismiss: DismissAction { fatalError() }
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get { fatalError() } set { fatalError() } }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public enum ColorScheme: Hashable, Sendable { case light, dark }

@MainActor public struct DismissAction {
    public func callAsFunction() { fatalError() }
}

@propertyWrapper
public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

extension Environment {
    /// iOS 17: an @Observable object from the environment.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable { fatalError() }
}

@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable {
    public var body: Never { fatalError() }
}

@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}

@MainActor open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public var rootView: Content { get { fatalError() } set { fatalError() } }
}

// MARK: Navigation titles (navigation-title rule)

public struct NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

extension View {
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text) -> _ModifiedView<Self> { fatalError() }
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> _ModifiedView<Self> { fatalError() }
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> _ModifiedView<Self> { fatalError() }
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> _ModifiedView<Self> { fatalError() }
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> _ModifiedView<Self> { fatalError() }
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> _ModifiedView<Self> { fatalError() }
    public func navigationTitle(_ title: Text) -> _ModifiedView<Self> { fatalError() }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> _ModifiedView<Self> { fatalError() }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> _ModifiedView<Self> { fatalError() }
}

// MARK: Shapes (clip-shape rule)

public protocol Shape: Animatable, View, Sendable {}
public enum RoundedCornerStyle: Sendable { case circular, continuous }
public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public var body: Never { fatalError() }
}
public struct Circle: Shape {
    public init() {}
    public var body: Never { fatalError() }
}
public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

extension View {
    @available(*, deprecated, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> _ModifiedView<Self> { fatalError() }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> _ModifiedView<Self> { fatalError() }
}

// MARK: Button styles

public struct ButtonStyleConfiguration {
    public struct Label: View { public var body: Never { fatalError() } }
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

// MARK: Navigation containers and links (navigation-stack rule)

@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView { fatalError() }
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    public var body: Never { fatalError() }
}

public protocol NavigationViewStyle {}

@available(*, deprecated, message: "replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

@available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView instead")
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    @available(*, deprecated, message: "replace stack-styled NavigationView with NavigationStack")
    public static var stack: StackNavigationViewStyle { fatalError() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { fatalError() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    @available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView instead")
    public static var columns: DoubleColumnNavigationViewStyle { fatalError() }
}

extension View {
    @available(*, deprecated, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> _ModifiedView<Self> { fatalError() }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> _ModifiedView<Self> { fatalError() }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> _ModifiedView<Self> { fatalError() }
}

public struct NavigationLink<Label: View, Destination: View>: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
    public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError() }
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) { fatalError() }
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { fatalError() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { fatalError() }
    public init<S: StringProtocol>(_ title: S, destination: Destination) { fatalError() }
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) { fatalError() }
    @available(*, deprecated, message: "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) { fatalError() }
}

@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
