import SwiftUI

extension View {
    /// The app's sheet, with its own chrome.
    func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        VStack {
            self
            if isPresented.wrappedValue {
                content()
            }
        }
    }
}
