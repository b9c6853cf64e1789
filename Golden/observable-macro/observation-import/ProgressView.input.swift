import SwiftUI

struct SyncProgressView: View {
    @ObservedObject var progress: SyncProgress

    var body: some View {
        Text("\(progress.fraction)")
    }
}
