import Foundation

final class StreamPump {
    var loop: RunLoop?

    func currentLoop() -> RunLoop { RunLoop.current }

    func start(on runLoop: RunLoop) {
        DispatchQueue.global().async {
            runLoop.run()
        }
        DispatchQueue.global(qos: .utility).async {
            let pumpLoop = self.currentLoop()
            pumpLoop.run(until: Date().addingTimeInterval(5))
        }
        DispatchQueue.global().async {
            let current = self.loop!
            current.run()
        }
        DispatchQueue.main.async {
            RunLoop.current.run(mode: .default, before: .distantFuture)
        }
        DispatchQueue.main.async {
            self.loop?.run()
        }
    }
}
