// A stand-in for Apple's Combine: ObservableObject and @Published with its publisher.
public protocol ObservableObject: AnyObject {}

@propertyWrapper public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Publisher { Publisher() }
    public struct Publisher {}
}
