import UIKit

final class Form: PickerDelegate {
    lazy var slider: Slider = {
        let slider = Slider()
        slider.delegate = DefaultPickerHandler()
        return slider
    }()

    func build() {
        let toggle: Toggle = Toggle()
        toggle.delegate = self
        // Segment's `delegate` gets a new object; Toggle's is not affected.
        let segment = Segment()
        segment.delegate = DefaultPickerHandler()
    }
}
