import SwiftUI

extension View {
    /// iOS 14's one-argument form, without the value: a back-port some apps declare.
    func onChange<V: Equatable>(of value: V, perform action: @escaping () -> Void) -> some View {
        self
    }

    /// Another name's labels: not a declaration `.onChange(of:) { }` can mean.
    func onChange<V: Equatable>(of value: V, debounce: Double, perform action: @escaping (V) -> Void) -> some View {
        self
    }
}
