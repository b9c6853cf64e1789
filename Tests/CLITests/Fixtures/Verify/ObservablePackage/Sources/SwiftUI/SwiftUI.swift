// A stand-in for Apple's SwiftUI: a view protocol, Text and @ObservedObject.
@_exported import Combine
@_exported import Observation

public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

public struct Text: View {
    public init(_ text: String) {}
    public var body: Never { fatalError() }
}

@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
}
