// golden: min-ios=14
import SwiftUI

struct Field: Identifiable {
    let id: Int
    var value: String
}

struct FormView: View {
    @State private var fields: [Field] = []

    var body: some View {
        Form {
            ForEach(fields.indices, id: \.self) { i in
                TextField("Value", text: $fields[i].value)
            }
        }
    }
}
