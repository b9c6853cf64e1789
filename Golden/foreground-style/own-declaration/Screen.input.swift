import SwiftUI

struct Screen: View {
    var body: some View {
        Text("Hi").padding().foregroundColor(.pink)
    }
}
