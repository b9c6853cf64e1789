import UIKit

final class TypingIndicatorView: UIView {
    let dots = [UIView(), UIView(), UIView()]
    let fadeDelay = 0.25
    var step = 0.2

    func animateDots() {
        var delay = 0.0
        for dot in dots {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
                dot.alpha = 1
                self?.setNeedsLayout()
            }
            delay += step
        }
        var offset = 0.1
        for dot in dots {
            DispatchQueue.main.asyncAfter(deadline: .now() + (offset * 2)) {
                dot.alpha = 0
            }
            offset += 0.1
        }
    }

    func fade(after pause: TimeInterval) {
        var shown = pause
        DispatchQueue.main.asyncAfter(deadline: .now() + shown) {
            // The body reads `shown` too: a copy would change what it sees.
            print(shown)
        }
        shown = 0
        DispatchQueue.main.asyncAfter(deadline: .now() + self.fadeDelay) {
            self.alpha = 0
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + step) {
            self.alpha = 1
        }
        step = 0.5
    }

    func tick() {
        step *= 0.99
        DispatchQueue.main.asyncAfter(deadline: .now() + step) {
            self.alpha = 0.5
        }
    }

    func pace(_ settings: Pace) {
        DispatchQueue.main.asyncAfter(deadline: .now() + settings.delay) {
            self.alpha = 0.25
        }
        settings.delay = 2
    }

    func later() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 30) {
            self.isHidden = true
        }
    }
}

final class Pace {
    var delay = 1.0
}
