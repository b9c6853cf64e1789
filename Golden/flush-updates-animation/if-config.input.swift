import UIKit

final class SidebarController: UIViewController {
    var sidebarWidth: NSLayoutConstraint!

    func toggleSidebar(open: Bool) {
        #if targetEnvironment(macCatalyst)
        sidebarWidth.constant = open ? 320 : 0
        view.layoutIfNeeded()
        #else
        sidebarWidth.constant = open ? 280 : 0
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
        #endif
    }

    func narrow() {
        sidebarWidth.constant = 200
        #if DEBUG
        print("narrowing")
        #endif
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }
}
