import UIKit

final class CarouselView: UIView {
    // A horizontal strip with a header.
    private lazy var layout: UICollectionViewFlowLayout = {
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.itemSize = CGSize(width: 80,
                               height: 80)
        flow.headerReferenceSize = CGSize(width: 40, height: 0)
        return flow
    }()

    #if os(iOS)
    func makeList(for collectionView: UICollectionView) -> UICollectionViewLayout {
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: collectionView.bounds.width, height: 44)
        return list
    }
    #endif

    let plain = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let note = "UICollectionViewFlowLayout() in a string"
}

final class StickyHeaderLayout: UICollectionViewFlowLayout {}

final class FeedDataSource: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 60)
    }
}
