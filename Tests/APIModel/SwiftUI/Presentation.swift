// API model of SwiftUI's item-driven presentations, ForEach over ranges and bindings, and
// animatable data (foreach-stable-ids, sheet-item, navigation-link-value, animatable-macro).
// Only the slice golden files use; labels, generic constraints and closure types are Apple's.

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

/// `$items[i]`: Binding is a collection of element bindings when its value is mutable (iOS 15;
/// subscripting a binding to an array worked before through key paths).
extension Binding where Value: MutableCollection {
    public subscript(position: Value.Index) -> Binding<Value.Element> { fatalError() }
}

extension View {
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> _ModifiedView<Self> { fatalError() }
    /// iOS 14.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> _ModifiedView<Self> { fatalError() }
    /// iOS 14.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> _ModifiedView<Self> { fatalError() }
    public func modifier<T: ViewModifier>(_ modifier: T) -> _ModifiedView<Self> { fatalError() }
    public func rotationEffect(_ angle: Angle) -> _ModifiedView<Self> { fatalError() }
}

// MARK: Animatable data

public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { fatalError() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

@frozen public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { fatalError() }
    public static var zero: AnimatablePair<First, Second> { fatalError() }
    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { fatalError() }
    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { fatalError() }
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData { get { fatalError() } set { fatalError() } }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self { get { fatalError() } set { fatalError() } }
}

extension Shape {
    /// A shape draws its `path(in:)`; it has no body of its own to write.
    public var body: Never { fatalError() }
}

public struct Path: Shape {
    public init() {}
    public init(_ rect: CGRect) { fatalError() }
    public mutating func move(to end: CGPoint) { fatalError() }
    public mutating func addLine(to end: CGPoint) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

public struct Angle: Hashable, Comparable, Sendable, Animatable {
    public var radians: Double
    public var degrees: Double { get { fatalError() } set { fatalError() } }
    public init(radians: Double) { fatalError() }
    public init(degrees: Double) { fatalError() }
    public static func degrees(_ degrees: Double) -> Angle { fatalError() }
    public static func < (lhs: Angle, rhs: Angle) -> Bool { fatalError() }
    public var animatableData: Double { get { fatalError() } set { fatalError() } }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

public struct ProjectionTransform {
    public init() {}
    public init(_ m: CGAffineTransform) { fatalError() }
}

public protocol GeometryEffect: Animatable, ViewModifier where Self.Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Self.Content) -> Never { fatalError() }
}

extension ForEach {
    /// iOS 15: a binding to each element of a mutable collection.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection,
        C.Element: Identifiable, C.Index: Hashable { fatalError() }
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> { fatalError() }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { fatalError() }
}
