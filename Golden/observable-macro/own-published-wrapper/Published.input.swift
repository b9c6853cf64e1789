import Foundation

/// The app's own wrapper, named like Combine's: it logs every change.
@propertyWrapper
struct Published<Value> {
    var wrappedValue: Value {
        didSet { print("changed") }
    }

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}
