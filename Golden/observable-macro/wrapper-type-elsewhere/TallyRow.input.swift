import SwiftUI

/// Takes the view's wrapper itself, to hand its projected bindings on.
func tallyRow(_ tally: ObservedObject<Tally>) -> some View {
    Stepper("Count", value: tally.projectedValue.count)
}
