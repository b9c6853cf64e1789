// golden: min-ios=17
import Combine
import SwiftUI

final class Clock: ObservableObject {
    @Published var now = Date()
    private var cancellables = Set<AnyCancellable>()
    private let formatter = DateFormatter()

    init() {
        NotificationCenter.default.publisher(for: .init("tick"))
            .map { _ in Date() }
            .sink { [weak self] date in self?.now = date }
            .store(in: &cancellables)
        start()
    }

    init(frozenAt date: Date) {
        now = date
    }

    func start() {}
}

struct ClockView: View {
    @StateObject private var clock = Clock()
    @StateObject private var frozen = Clock(frozenAt: Date())

    var body: some View {
        Text("\(clock.now) \(frozen.now)")
    }
}
