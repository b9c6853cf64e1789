import SwiftUI

struct ReaderView: View {
    var body: some View {
        Text("Article")
        #if os(iOS)
            .navigationTitle("Reader").navigationBarTitleDisplayMode(.inline)
        #else
            .navigationTitle("Reader")
        #endif
    }
}
