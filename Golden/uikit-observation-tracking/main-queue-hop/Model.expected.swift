import Combine
import UIKit
import Observation

@Observable final class InboxModel {
    var unreadCount = 0
    var title = "Inbox"
}
