import UIKit

final class RecorderView: UIView {
  var elapsedTimer: Timer?

  func start() {
    elapsedTimer?.invalidate()
    elapsedTimer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.updateElapsedTime() }
    } // one tick per second
  }

  func startBlinking() {
    elapsedTimer = Timer.scheduledTimer(
      timeInterval: 0.5 /* half a second */,
      target: self,
      selector: #selector(blink),
      userInfo: nil,
      repeats: true
    )
  }

  func startAnnotated() {
    elapsedTimer = Timer.scheduledTimer(timeInterval: 2, // seconds
                                        target: self, selector: #selector(blink), userInfo: nil, repeats: true)
  }

  func startIfIdle() {
    if let timer = Optional(Timer.scheduledTimer(withTimeInterval: 3, repeats: false, block: { [weak self] _ in
      MainActor.assumeIsolated { self?.blink() }
    })) {
      elapsedTimer = timer
    }
  }

  @objc func updateElapsedTime() {}

  @objc func blink() {
    isHidden.toggle()
  }
}
