import UIKit

final class BannerView: UIView {
	private let title = UILabel()

	func show(in host: UIView) {
		let caption = UILabel(
			frame: .zero
		) /* the caption */
		caption.translatesAutoresizingMaskIntoConstraints = false
		host.addSubview(caption)
		NSLayoutConstraint.activate([
			caption.leadingAnchor.constraint(equalTo: host.leadingAnchor),
			caption
				.topAnchor
				.constraint(equalTo: host.topAnchor),
		])
		host.addSubview(title)
		DispatchQueue.main.async { [weak self] in
			self?.title.centerXAnchor.constraint(equalTo: host.centerXAnchor).isActive = true
			self?.title.centerYAnchor.constraint(equalTo: host.centerYAnchor).isActive = true
		}
	}
}
