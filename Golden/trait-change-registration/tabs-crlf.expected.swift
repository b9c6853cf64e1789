import UIKit

final class TabsViewController: UIViewController {
	private let stackView = UIStackView()

	override func viewDidLoad() {
		super.viewDidLoad()
		configureLayout()
		registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _: UITraitCollection) in
			self.configureLayout()
		}
	}

	private func configureLayout() {
		stackView.axis = traitCollection.horizontalSizeClass == .compact ? .vertical : .horizontal
	}
}
