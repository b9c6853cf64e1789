import UIKit

final class MapViewController: UIViewController {
	let pinView = UIView()

	override func viewDidLoad() {
		super.viewDidLoad()
		pinView.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
		view.addSubview(pinView)
	}
}
