import UIKit

extension FeedViewController {
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.postCellID, for: indexPath) as! PostCell
        return cell
    }
}
