import UIKit

struct Episode {
    let title: String
    let subtitle: String?
}

final class EpisodesViewController: UITableViewController {
    var episodes: [Episode] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Episode", for: indexPath)
        let episode = episodes[indexPath.row]
        cell.textLabel?.text = episode.title
        guard let subtitle = episode.subtitle else { return cell }
        cell.detailTextLabel?.text = subtitle
        return cell
    }
}
