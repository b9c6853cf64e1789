import UIKit

final class CardsViewController: UIViewController {
    let layout = UICollectionViewFlowLayout()
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var columns: CGFloat = 2

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
    } // viewDidLoad

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)

        // Two columns on narrow screens.
        let width = view.bounds.width
        layout.itemSize = CGSize(width: (width - 8) / columns, height: 160) // square-ish
        if traitCollection.horizontalSizeClass == .regular {
            layout.minimumInteritemSpacing = max(16, view.safeAreaInsets.left)
        } else {
            layout.minimumInteritemSpacing = 8
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

final class ThreadViewController: UIViewController {
    let tableView = UITableView()
    var lastRow: IndexPath?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        UIView.performWithoutAnimation {
            if let lastRow = self.lastRow {
                self.tableView.scrollToRow(at: lastRow, at: .bottom, animated: animated)
            }
        }
    }
}

final class BoardViewController: UIViewController {
    let board = UIView()

    #if os(iOS)
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        board.layer.cornerRadius = view.frame.width > 500 ? 12 : 6
    }
    #endif
}

final class HeaderViewController: UIViewController {
    var headerHeight: CGFloat = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        guard view.safeAreaInsets.top > 0 else { return }
        headerHeight = view.safeAreaInsets.top + 44
    }
}
