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
        var content = footer.defaultContentConfiguration()
        content.text = "Section \(section)"
        footer.contentConfiguration = content
        return footer
    }
}
