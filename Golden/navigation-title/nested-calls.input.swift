import Foundation
import SwiftUI

struct ProfileView: View {
    let name: String

    var body: some View {
        VStack {
            Text(name)
                .navigationBarTitle(NSLocalizedString("Profile, \(name)", comment: "title, with a comma"), displayMode: .automatic)
            Text(verbatim: "x")
                .navigationBarTitle(Text(verbatim: "Raw, (not localized)"))
            Text("y")
                .navigationBarTitle("\(name)'s items (\(name.count))") // interpolation
        }
    }
}
