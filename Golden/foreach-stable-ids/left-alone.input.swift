import SwiftUI

struct Pager {
    var count: Int
}

struct Star: Identifiable {
    let id: Int
}

struct RatingView: View {
    let pager: Pager
    let limit: Int
    let stars: [Star]

    var body: some View {
        HStack {
            ForEach(0..<5) { i in
                Text("\(i)")
            }
            ForEach(0..<limit, id: \.self) { i in
                Text("\(i)")
            }
            ForEach(0..<pager.count, id: \.self) { page in
                Text("\(page)")
            }
            ForEach(stars) { star in
                Text("\(star.id)")
            }
            ForEach(stars, id: \.id) { star in
                Text("\(star.id)")
            }
            ForEach(1..<stars.count, id: \.self) { i in
                Text("\(stars[i].id)")
            }
        }
    }
}
