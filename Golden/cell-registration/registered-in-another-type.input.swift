import UIKit

final class ChipCell: UICollectionViewCell {}

final class ChipsView: UICollectionView {
    init() {
        super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        register(ChipCell.self, forCellWithReuseIdentifier: "chip")
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ChipsDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath) as! ChipCell
    }
}
