import UIKit

final class BlockedViewController: UIViewController {
    let a = UIView()
    let b = UIView()
    let orphan = UIView()

    func makeView() -> UIView { UIView() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(a)
        view.addSubview(b)
        let format = "H:|[a]|"
        _ = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["a": a])
        _ = NSLayoutConstraint.constraints(withVisualFormat: "V:[a][b]", options: .alignAllLeading, metrics: nil, views: ["a": a, "b": b])
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a]", options: [], metrics: ["pad": 8], views: ["a": a])
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-8@750-[a]", options: [], metrics: nil, views: ["a": a])
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a(==b)]", options: [], metrics: nil, views: ["a": a, "b": b])
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[made]|", options: [], metrics: nil, views: ["made": makeView()])
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][c]|", options: [], metrics: nil, views: ["a": a])
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[orphan]|", options: [], metrics: nil, views: ["orphan": orphan])
        _ = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a]-4-[b]", // tight
            options: [], metrics: nil, views: ["a": a, "b": b])
    }
}

/// A project type's own method of that name is not a site.
enum Layout {
    static func constraints(withVisualFormat format: String, views: [String: UIView]) -> [NSLayoutConstraint] { [] }
}

func lookalike(_ a: UIView) -> [NSLayoutConstraint] {
    Layout.constraints(withVisualFormat: "H:|[a]|", views: ["a": a])
}

@MainActor
final class DimmingPresenter {
    let dimming = UIView()

    func present(in container: UIView?) {
        container?.addSubview(dimming)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[dimming]|", options: [], metrics: nil, views: ["dimming": dimming]))
    }
}
