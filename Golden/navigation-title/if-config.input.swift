import SwiftUI

struct ReaderView: View {
    var body: some View {
        Text("Article")
        #if os(iOS)
            .navigationBarTitle("Reader", displayMode: .inline)
        #else
            .navigationTitle("Reader")
        #endif
    }
}
