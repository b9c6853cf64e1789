/// What the sleep's clock changes, for the review note of a delayed main-queue hop. A
/// `deadline:` (DispatchTime) counts uptime, which stops while the device sleeps; a
/// `wallDeadline:` counts wall-clock time, which does not stop. `Task.sleep(for:)` (iOS 16)
/// uses the continuous clock, which does not stop; `Task.sleep(nanoseconds:)` is scheduled
/// like a DispatchTime deadline, on uptime.
enum SleepClock {
    static func note(label: String, expression: String, continuous: Bool) -> String {
        let original = "`\(label): \(expression)`"
        let start = "the delay is now measured from when the task starts"
        switch (label == "wallDeadline", continuous) {
        case (false, true):
            return "Task.sleep(for:) keeps counting while the device sleeps and \(original) did not, so after a sleep the work can run sooner; \(start)"
        case (true, false):
            return "Task.sleep(nanoseconds:) stops counting while the device sleeps and \(original) did not, so after a sleep the work can run later; \(start)"
        default:
            return "the clock counts the same way while the device sleeps; \(start)"
        }
    }
}
