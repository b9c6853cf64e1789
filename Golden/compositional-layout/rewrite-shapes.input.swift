import UIKit

final class PhotoGridController: UIViewController {
    private let spacing: CGFloat = 2
    private var collectionView: UICollectionView?

    func makeGridLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 120)
        layout.minimumLineSpacing = spacing * 2
        layout.minimumInteritemSpacing = spacing
        // Room for the header.
        layout.sectionInset = UIEdgeInsets(top: 16, left: 12, bottom: 16, right: 12)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        return layout
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let strip = UICollectionViewFlowLayout()
        let side = view.bounds.height / 4
        strip.scrollDirection = .horizontal
        strip.itemSize = CGSize(width: side,
                                height: side)

        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: strip)
        view.addSubview(collectionView)
    }

    func reload() {
        DispatchQueue.main.async {
            let cards = UICollectionViewFlowLayout()
            cards.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            cards.itemSize = CGSize(width: 300, height: 80)
            self.collectionView?.collectionViewLayout = cards
        }
    }

    #if os(iOS)
    var footerLayout: UICollectionViewLayout {
        let footed = UICollectionViewFlowLayout()
        footed.itemSize = CGSize(width: 50, height: 50)
        footed.footerReferenceSize = CGSize(width: 0, height: 30)
        return footed
    }
    #endif
}
