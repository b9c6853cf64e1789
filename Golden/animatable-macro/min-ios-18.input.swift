// golden: min-ios=18
import SwiftUI

struct Fade: ViewModifier, Animatable {
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func body(content: Content) -> some View {
        content.opacity(amount)
    }
}
