import UIKit

final class CompassViewController: UIViewController {
	let needle = UIView()

	override func viewDidLoad() {
		super.viewDidLoad()
		view.addSubview(needle)
		needle.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
	}
}
