import UIKit

protocol PickerDelegate: AnyObject {
    func pickerDidFinish(_ picker: Picker)
}

@objc protocol LegacyDataSource {
    func numberOfItems() -> Int
}

protocol StepDelegate: PickerDelegate {}

final class Picker {
    var delegate: PickerDelegate?
    var dataSource: LegacyDataSource!
    var stepDelegate: (any StepDelegate)?
    var tableDelegate: UITableViewDelegate?
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
