import UIKit

final class TabsViewController: UIViewController {
	private let stackView = UIStackView()

	override func viewDidLoad() {
		super.viewDidLoad()
		configureLayout()
	}

	override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
		super.traitCollectionDidChange(previousTraitCollection)
		if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
			configureLayout()
		}
	}

	private func configureLayout() {
		stackView.axis = traitCollection.horizontalSizeClass == .compact ? .vertical : .horizontal
	}
}
