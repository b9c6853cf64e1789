import SwiftUI

final class Timer: ObservableObject {
    @Published var seconds = 0
}

func observe<Model: ObservableObject>(_ model: Model) -> Model { model }
