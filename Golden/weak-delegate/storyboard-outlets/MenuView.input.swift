import UIKit

@objc protocol MenuViewDelegate {
    func menuViewDidOpen(_ menuView: MenuView)
}

final class MenuView: UIView {
    @IBOutlet var delegate: MenuViewDelegate?
}

final class MenuHandler: NSObject, MenuViewDelegate {
    func menuViewDidOpen(_ menuView: MenuView) {}
}
