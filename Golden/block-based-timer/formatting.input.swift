import UIKit

final class RecorderView: UIView {
  var elapsedTimer: Timer?

  func start() {
    elapsedTimer?.invalidate()
    elapsedTimer = Timer.scheduledTimer(timeInterval: 1.0,
                                        target: self,
                                        selector: #selector(updateElapsedTime),
                                        userInfo: nil,
                                        repeats: true) // one tick per second
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
    if let timer = Optional(Timer.scheduledTimer(timeInterval: 3, target: self, selector: #selector(blink), userInfo: nil, repeats: false)) {
      elapsedTimer = timer
    }
  }

  @objc func updateElapsedTime() {}

  @objc func blink() {
    isHidden.toggle()
  }
}
