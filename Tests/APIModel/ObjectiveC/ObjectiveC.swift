// API model of Apple's ObjectiveC module for type-checking golden files on Linux (test
// infrastructure, not product code; see ../UIKit/Module.swift). The model is compiled with
// Objective-C interop enabled so golden files may use `@objc`, `#selector` and overrides of
// `@objc dynamic` members from extensions, as UIKit code does; `#selector` needs `Selector`.

public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    public init(_ name: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}
