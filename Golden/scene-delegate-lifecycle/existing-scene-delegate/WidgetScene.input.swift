import UIKit

final class WidgetScene: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
