import Combine
import UIKit

final class InboxModel: ObservableObject {
    @Published var unreadCount = 0
    @Published var title = "Inbox"
}
