import Combine
import UIKit

final class HeadphoneSettingsViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()

    func showUpsell(for selection: HeadphoneAction, unlocked: @escaping () -> Void) {
        guard let feature = selection.paidFeature else { return }
        feature.objectWillChange
            .sink { unlocked() }
            .store(in: &cancellables)
    }
}
