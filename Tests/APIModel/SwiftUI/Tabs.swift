// API model of SwiftUI's tab views: `.tabItem`/`.tag` children (iOS 13) and `Tab` content
// (iOS 18, `TabContentBuilder`). Only the slice golden files use; labels and closure types are Apple's.

public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError() }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> _ModifiedView<Self> { fatalError() }
    public func tag<V: Hashable>(_ tag: V) -> _ModifiedView<Self> { fatalError() }
    public func badge(_ count: Int) -> _ModifiedView<Self> { fatalError() }
}

/// iOS 18: what a `Tab`-based TabView holds.
@MainActor @preconcurrency public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}

@resultBuilder public struct TabContentBuilder<TabValue: Hashable> {
    public struct Content<C: TabContent>: View where C.TabValue == TabValue {
        public var body: Never { fatalError() }
    }
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    // SwiftUI's is variadic; same-element requirements do not compile here, so fixed arities.
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> TupleTabContent<TabValue>
        where C0.TabValue == TabValue, C1.TabValue == TabValue { fatalError() }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTabContent<TabValue>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue { fatalError() }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTabContent<TabValue>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue { fatalError() }
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTabContent<TabValue>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue { fatalError() }
}

public struct TupleTabContent<TabValue: Hashable>: TabContent {}

public struct DefaultTabLabel: View { public var body: Never { fatalError() } }

public struct Tab<Value: Hashable, Content: View, TabLabel: View>: TabContent {
    public typealias TabValue = Value
}

extension Tab where TabLabel == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) { fatalError() }
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) { fatalError() }
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Tab where Value == Never, TabLabel == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { fatalError() }
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) { fatalError() }
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) { fatalError() }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    /// iOS 13: views with `.tabItem`, no selection.
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

extension TabView {
    /// iOS 13: views with `.tabItem` and `.tag`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }
    /// iOS 18: `Tab`s whose values have the selection's type.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
        where Content == TabContentBuilder<SelectionValue>.Content<C> { fatalError() }
}

extension TabView where SelectionValue == Never {
    /// iOS 18: `Tab`s without values.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where Content == TabContentBuilder<Never>.Content<C> { fatalError() }
}
