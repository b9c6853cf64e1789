import SwiftUI

struct SyncProgressView: View {
    var progress: SyncProgress

    var body: some View {
        Text("\(progress.fraction)")
    }
}
