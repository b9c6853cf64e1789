// API model of Apple's Swift Charts for type-checking golden files on Linux (test infrastructure,
// not product code; see ../UIKit/Module.swift). Only the slice golden files use: chart content has
// modifiers named like SwiftUI's (`cornerRadius`) that take no SwiftUI replacement.

import SwiftUI

public protocol ChartContent {}

/// Placeholder for the result of a chart content modifier.
public struct _ModifiedChartContent<Content>: ChartContent {}
public struct _ChartContentGroup: ChartContent {}

@resultBuilder public struct ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> any ChartContent { content }
    public static func buildBlock(_ components: any ChartContent...) -> _ChartContentGroup { fatalError() }
}

public protocol Plottable {}
extension String: Plottable {}
extension Double: Plottable {}
extension Int: Plottable {}
extension Date: Plottable {}

public struct PlottableValue<Value: Plottable> {
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> { fatalError() }
}

public struct BarMark: ChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
}
public struct PointMark: ChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
}
public struct RuleMark: ChartContent {
    public init<Y: Plottable>(y: PlottableValue<Y>) { fatalError() }
}

public enum AnnotationPosition: Sendable { case automatic, top, bottom }

extension ChartContent {
    public func foregroundStyle<Data: Plottable>(by value: PlottableValue<Data>) -> _ModifiedChartContent<Self> { fatalError() }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> _ModifiedChartContent<Self> { fatalError() }
    public func annotation<Content: View>(position: AnnotationPosition = .automatic, @ViewBuilder content: () -> Content) -> _ModifiedChartContent<Self> { fatalError() }
}

public struct Chart<Content: ChartContent>: View {
    public init(@ChartContentBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}
