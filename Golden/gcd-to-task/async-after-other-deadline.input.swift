import UIKit

final class ReminderViewController: UIViewController {
    let reminderLabel = UILabel()

    func scheduleReminder(at deadline: DispatchTime, interval: DispatchTimeInterval) {
        DispatchQueue.main.asyncAfter(deadline: deadline) {
            self.reminderLabel.isHidden = false
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + interval) {
            self.reminderLabel.isHidden = true
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + .never) {
            self.reminderLabel.text = nil
        }
    }
}
