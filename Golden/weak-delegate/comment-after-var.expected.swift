import UIKit

protocol PickerDelegate: AnyObject {
    func pickerDidPick(_ picker: Picker)
}

let sample = "var delegate: PickerDelegate?"  // the words in a string: not a declaration

// A struct's property: the rule looks at classes' delegates only.
struct PickerState {
    var delegate: PickerDelegate?
}

final class Picker {
    weak var /* set by the form */ delegate: PickerDelegate?
    weak var // set by the form too
        dataSource: PickerDelegate?
}

final class FormController: UIViewController, PickerDelegate {
    let picker = Picker()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.delegate = self
        picker.dataSource = self
    }

    func pickerDidPick(_ picker: Picker) {}
}
