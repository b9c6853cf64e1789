import Foundation

struct Episode {
    let id: UUID
    var title: String
}

extension Episode: Identifiable {}
