import Foundation
import SwiftUI

struct ProfileView: View {
    let name: String

    var body: some View {
        VStack {
            Text(name)
                .navigationTitle(NSLocalizedString("Profile, \(name)", comment: "title, with a comma")).navigationBarTitleDisplayMode(.automatic)
            Text(verbatim: "x")
                .navigationTitle(Text(verbatim: "Raw, (not localized)"))
            Text("y")
                .navigationTitle("\(name)'s items (\(name.count))") // interpolation
        }
    }
}
