// golden: min-ios=17
import Combine
import SwiftUI

final class Clock: ObservableObject {
    @Published var now = Date()
    private var cancellables = Set<AnyCancellable>()
    private let formatter = DateFormatter()

    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
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
        Text(clock.now, style: .time) + Text(frozen.now, style: .time)
    }
}
