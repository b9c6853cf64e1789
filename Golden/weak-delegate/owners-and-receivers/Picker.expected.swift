import UIKit

protocol PickerDelegate: AnyObject {}

final class DefaultPickerHandler: PickerDelegate {
    static let shared = DefaultPickerHandler()
}

final class Picker {
    // The default value is the only owner of a new handler: weak would release it at once.
    var delegate: PickerDelegate? = DefaultPickerHandler()
}

final class Stepper {
    // A shared handler, which may or may not outlive the stepper: review.
    weak var delegate: PickerDelegate? = DefaultPickerHandler.shared
}

final class Slider {
    // Only assigned a new object inside another type's lazy initializer closure.
    var delegate: PickerDelegate?
}

final class Toggle {
    // Assigned only `self`, by a typed local; another type's `delegate` gets a new object.
    weak var delegate: PickerDelegate?
}

final class Segment {
    var delegate: PickerDelegate?
}
