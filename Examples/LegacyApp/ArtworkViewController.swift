import UIKit

/// Trait handling the legacy way (rewritten from iOS 17): `modernize diff --min-ios 17 Examples/`.
final class ArtworkViewController: UIViewController {
    private let artworkView = UIImageView()
    private let borderColor = UIColor.separator

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(artworkView)
        artworkView.layer.borderWidth = 1
        updateBorder()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Layer colors are CGColors: resolve them again when the appearance changes.
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            updateBorder()
        }
    }

    private func updateBorder() {
        artworkView.layer.borderColor = borderColor.resolvedColor(with: traitCollection).cgColor
    }
}

/// Work done on every trait change: reported, with a registration to complete.
final class CaptionView: UIView {
    private let label = UILabel()

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        label.font = .preferredFont(forTextStyle: .caption1, compatibleWith: traitCollection)
    }
}
