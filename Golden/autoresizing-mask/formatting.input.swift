import UIKit

final class ToastView: UIView {
	func show(in host: UIView) {
		let message = UILabel() // the text
		host.addSubview(message)
		DispatchQueue.main.async {
			message
				.bottomAnchor
				.constraint(equalTo: host.bottomAnchor, constant: -16)
				.isActive = true
		}
#if DEBUG
		let marker = UIView()
		host.addSubview(marker)
		marker.widthAnchor.constraint(equalToConstant: 4).isActive = true
#endif
	}
}
