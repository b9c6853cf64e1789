import Foundation

final class Player {
    var current: BaseEpisode?

    func refreshTitle() {
        DispatchQueue.global().async {
            let text = self.current?.subTitle()
            print(text ?? "")
        }
    }
}
