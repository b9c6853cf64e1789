import UIKit

final class TypingIndicatorView: UIView {
    let dots = [UIView(), UIView(), UIView()]
    let fadeDelay = 0.25
    var step = 0.2

    func animateDots() {
        var delay = 0.0
        for dot in dots {
            Task { @MainActor [weak self, delay] in
                try? await Task.sleep(for: .seconds(delay))
                dot.alpha = 1
                self?.setNeedsLayout()
            }
            delay += step
        }
        var offset = 0.1
        for dot in dots {
            Task { @MainActor [offset] in
                try? await Task.sleep(for: .seconds(offset * 2))
                dot.alpha = 0
            }
            offset += 0.1
        }
    }

    func fade(after pause: TimeInterval) {
        var shown = pause
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(shown))
            // The body reads `shown` too: a copy would change what it sees.
            print(shown)
        }
        shown = 0
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(self.fadeDelay))
            self.alpha = 0
        }
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(step))
            self.alpha = 1
        }
        step = 0.5
    }

    func tick() {
        step *= 0.99
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(step))
            self.alpha = 0.5
        }
    }

    func pace(_ settings: Pace) {
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(settings.delay))
            self.alpha = 0.25
        }
        settings.delay = 2
    }

    func later() {
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(30))
            self.isHidden = true
        }
    }
}

final class Pace {
    var delay = 1.0
}
