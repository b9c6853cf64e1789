import SwiftUI

/// The animated value is stored under the protocol's own name.
struct Ring: Shape {
    var animatableData: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * animatableData, y: rect.midY))
        return path
    }
}
