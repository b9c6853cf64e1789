import UIKit

class BaseCardView: UIView {
    let titleLabel = UILabel()
    var accessory: UIView?
}
