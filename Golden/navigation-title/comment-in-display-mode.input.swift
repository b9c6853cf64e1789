import SwiftUI

struct ComposeView: View {
    var body: some View {
        Text("Draft")
            .navigationBarTitle("Compose", /* keep the bar small */ displayMode: .inline)
    }
}
