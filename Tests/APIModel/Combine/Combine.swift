// API model of Apple's Combine for type-checking golden files on Linux (test infrastructure, not
// product code; see ../UIKit/Module.swift). Only the slice golden files use: ObservableObject,
// @Published and simple subscriptions.

@_exported import Foundation

public protocol Cancellable { func cancel() }

public final class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) { fatalError() }
    public func cancel() { fatalError() }
    public func store(in set: inout Set<AnyCancellable>) { fatalError() }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

extension Publisher {
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable { fatalError() }
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> { fatalError() }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { fatalError() }
    public func receive<S>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> { fatalError() }
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { fatalError() }
    public func debounce<S>(for dueTime: Double, scheduler: S) -> Publishers.Debounce<Self, S> { fatalError() }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { fatalError() }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { fatalError() }
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable { fatalError() }
}

public enum Subscribers {
    public enum Completion<Failure: Error> { case finished, failure(Failure) }
}

public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher { public typealias Failure = Upstream.Failure }
    public struct ReceiveOn<Upstream: Publisher, Context>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct Debounce<Upstream: Publisher, Context>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public init(_ output: Output) { fatalError() }
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() { fatalError() }
    public func send(_ input: Output) { fatalError() }
}

public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    public init(_ value: Output) { fatalError() }
    public var value: Output { get { fatalError() } set { fatalError() } }
    public func send(_ input: Output) { fatalError() }
}

public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() { fatalError() }
    public func send() { fatalError() }
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

@propertyWrapper
public struct Published<Value> {
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } set { fatalError() } }
    public var projectedValue: Published<Value>.Publisher { mutating get { fatalError() } set { fatalError() } }
}

extension NotificationCenter {
    /// Foundation's Combine publisher of a notification (iOS 13).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher { fatalError() }
}
