import UIKit

final class CompassViewController: UIViewController {
	let needle = UIView()

	override func viewDidLoad() {
		super.viewDidLoad()
		view.addSubview(needle)
	}

	override func viewIsAppearing(_ animated: Bool) {
		super.viewIsAppearing(animated)
		needle.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
	}
}
