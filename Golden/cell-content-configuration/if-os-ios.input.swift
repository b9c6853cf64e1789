import UIKit

final class DeviceViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Device", for: indexPath)
        #if os(iOS)
        cell.textLabel?.text = UIDevice.current.name
        cell.detailTextLabel?.text = UIDevice.current.systemVersion
        #endif
        return cell
    }
}
