import SwiftUI

struct Place: Hashable {
    let name: String
    let country: String
}

struct PlaceView: View {
    let place: Place
    var note = ""
    var body: some View { Text(place.name) }
}

final class Trip: ObservableObject {
    @Published var places: [Place] = []
}

struct Visit {
    let name: String
}

struct VisitView: View {
    let visit: Visit
    var body: some View { Text(visit.name) }
}

/// The destination reads a local of the row, out of the root's sight.
struct RowLocalView: View {
    let places: [Place]

    var body: some View {
        NavigationStack {
            List(places, id: \.name) { place in
                let note = place.country.uppercased()
                NavigationLink(destination: PlaceView(place: place, note: note)) {
                    Text(place.name)
                }
            }
        }
    }
}

/// A path the stack already drives.
struct PathView: View {
    let places: [Place]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(places, id: \.name) { place in
                NavigationLink(destination: PlaceView(place: place)) {
                    Text(place.name)
                }
            }
        }
    }
}

/// An environment object set around the link, which the destination inherited.
struct EnvironmentView: View {
    let places: [Place]
    @StateObject private var trip = Trip()

    var body: some View {
        NavigationStack {
            VStack {
                ForEach(places, id: \.name) { place in
                    NavigationLink(destination: PlaceView(place: place)) {
                        Text(place.name)
                    }
                }
            }
            .environmentObject(trip)
        }
    }
}

/// The element type is not Hashable.
struct VisitsView: View {
    let visits: [Visit]

    var body: some View {
        NavigationStack {
            List(visits, id: \.name) { visit in
                NavigationLink(destination: VisitView(visit: visit)) {
                    Text(visit.name)
                }
            }
        }
    }
}

/// A destination for the type already, building another view.
struct ExistingDestinationView: View {
    let places: [Place]

    var body: some View {
        NavigationStack {
            List(places, id: \.name) { place in
                NavigationLink(destination: PlaceView(place: place)) {
                    Text(place.name)
                }
            }
            .navigationDestination(for: Place.self) { place in
                Text(place.country)
            }
        }
    }
}

/// Two links of one type building different views.
struct TwoDestinationsView: View {
    let places: [Place]

    var body: some View {
        NavigationStack {
            List(places, id: \.name) { place in
                NavigationLink(destination: PlaceView(place: place)) {
                    Text(place.name)
                }
                NavigationLink(destination: Text(place.country)) {
                    Text(place.country)
                }
            }
        }
    }
}

/// The link is in a sheet's content, another presentation.
struct SheetLinkView: View {
    let places: [Place]
    @State private var showsPlaces = false

    var body: some View {
        NavigationStack {
            Text("Places")
                .sheet(isPresented: $showsPlaces) {
                    List(places, id: \.name) { place in
                        NavigationLink(destination: PlaceView(place: place)) {
                            Text(place.name)
                        }
                    }
                }
        }
    }
}
