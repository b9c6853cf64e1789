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
                cities, // every city
                id: \.id
            ) { city in
                // The name, then the rest.
                Text(city.name)
            }
            ForEach(cities, content: { city in Text(city.name) })
            #if DEBUG
            ForEach(cities) { city in
                Group {
                    if compact {
                        Text(city.name)
                    } else {
                        VStack {
                            Text(city.name)
                        }
                    }
                }
            }
            #endif
        }
    }
}
