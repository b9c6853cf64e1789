import UIKit

protocol PickerDelegate: AnyObject {
    func pickerDidFinish(_ picker: Picker)
}

@objc protocol LegacyDataSource {
    func numberOfItems() -> Int
}

protocol StepDelegate: PickerDelegate {}

final class Picker {
    weak var delegate: PickerDelegate?
    weak var dataSource: LegacyDataSource!
    weak var stepDelegate: (any StepDelegate)?
    weak var tableDelegate: UITableViewDelegate?
    weak var alreadyWeak: PickerDelegate?
    var delegateName = "none"
}

final class FormController: UIViewController, PickerDelegate, LegacyDataSource, StepDelegate, UITableViewDelegate {
    let picker = Picker()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.delegate = self
        picker.dataSource = self
        picker.stepDelegate = self
        picker.tableDelegate = self
    }

    func pickerDidFinish(_ picker: Picker) {}
    func numberOfItems() -> Int { 0 }
}
