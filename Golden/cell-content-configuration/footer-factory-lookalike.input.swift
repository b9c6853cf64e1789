import UIKit

/// A project factory whose method shares UITableView's name: it builds a fresh footer.
@MainActor
final class FooterFactory {
    func footerView(forSection section: Int) -> UITableViewHeaderFooterView {
        UITableViewHeaderFooterView(reuseIdentifier: nil)
    }
}

final class SectionController: UIViewController {
    let factory = FooterFactory()

    func makeFooter(for section: Int) -> UIView {
        let footer = factory.footerView(forSection: section)
        footer.textLabel?.text = "Section \(section)"
        return footer
    }
}
