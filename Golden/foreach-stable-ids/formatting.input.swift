import SwiftUI

struct City: Identifiable {
    let id: Int
    var name: String
}

struct CitiesView: View {
    @State private var cities: [City] = []
    @State private var compact = false

    var body: some View {
        ScrollView {
            ForEach(
                cities.indices, // every city
                id: \.self
            ) { i in
                // The name, then the rest.
                Text(cities[i].name)
            }
            ForEach(0 ..< cities.count, id: \.self, content: { i in Text(cities[i].name) })
            #if DEBUG
            ForEach(cities.indices, id: \.self) { i in
                Group {
                    if compact {
                        Text(cities[i].name)
                    } else {
                        VStack {
                            Text(cities[i].name)
                        }
                    }
                }
            }
            #endif
        }
    }
}
