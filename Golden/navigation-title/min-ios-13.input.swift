// golden: min-ios=13
import SwiftUI

struct OldView: View {
    var body: some View {
        Text("Hi").navigationBarTitle("Hello", displayMode: .inline)
    }
}
