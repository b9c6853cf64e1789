import UIKit

final class DeviceViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Device", for: indexPath)
        #if os(iOS)
        var content = cell.defaultContentConfiguration()
        content.text = UIDevice.current.name
        content.secondaryText = UIDevice.current.systemVersion
        cell.contentConfiguration = content
        #endif
        return cell
    }
}
