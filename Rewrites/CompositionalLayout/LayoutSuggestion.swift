/// Paste-able `UICollectionViewCompositionalLayout` code equivalent (as far as a flow layout's
import SwiftSyntax
/// settings allow) to one configured `UICollectionViewFlowLayout`, and what still differs.
struct LayoutSuggestion {
    let configuration: FlowLayoutConfiguration
    let name: String
    /// Write out the flow layout's default spacing (10 between items and between lines) when
    /// the code did not set it: the rewrite keeps the layout as it was; a suggestion stays short.
    var writesDefaults = false

    /// The names the code declares.
    var declaredNames: Set<String> {
        isFullWidthList ? [name] : Set([name, "item", "group", "section"] + (isHorizontal ? ["configuration"] : []))
    }

    var isHorizontal: Bool { configuration.values["scrollDirection"]?.trimmedDescription.hasSuffix("horizontal") ?? false }

    /// A one-column list: full-width items (`collectionView.bounds.width`, `view.frame.width`...).
    var isFullWidthList: Bool {
        // Only a `CGSize(width:height:)` written out: `bounds.size` is a full page, not a row.
        guard !isHorizontal, configuration.values["itemSize"]?.is(FunctionCallExprSyntax.self) == true,
              let size = FlowLayoutConfiguration.size(configuration.values["itemSize"]) else { return false }
        return size.width.hasSuffix(".width") && (size.width.contains("bounds") || size.width.contains("frame"))
    }

    var code: String {
        if isFullWidthList {
            return "let \(name) = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))"
        }
        let values = configuration.values
        let size = FlowLayoutConfiguration.size(values["itemSize"])
        let selfSizing = FlowLayoutConfiguration.isAutomaticSize(values["estimatedItemSize"])
        let estimated = selfSizing ? nil : FlowLayoutConfiguration.size(values["estimatedItemSize"])
        // Self-sizing cells with an item size: the size is their estimate.
        let dimension = selfSizing ? "estimated" : "absolute"
        let itemWidth = size.map { ".\(dimension)(\($0.width))" } ?? estimated.map { ".estimated(\($0.width))" } ?? ".estimated(100)"
        let itemHeight = size.map { ".\(dimension)(\($0.height))" } ?? estimated.map { ".estimated(\($0.height))" } ?? ".estimated(44)"
        var lines: [String] = []
        if selfSizing && size == nil {
            lines.append("// estimatedItemSize = automaticSize made cells size themselves: .estimated(100) and .estimated(44) are placeholder estimates, the cells still size themselves")
        } else if size == nil && estimated == nil {
            lines.append("// .estimated(100) and .estimated(44) are placeholders: no item size was set on the flow layout here")
        }
        lines.append("let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: \(itemWidth), heightDimension: \(itemHeight)))")
        if isHorizontal {
            lines.append("let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: \(itemWidth), heightDimension: .fractionalHeight(1.0)), subitems: [item])")
        } else {
            lines.append("let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: \(itemHeight)), subitems: [item])")
        }
        if let spacing = values["minimumInteritemSpacing"]?.trimmedDescription ?? (writesDefaults ? "10" : nil) {
            lines.append("group.interItemSpacing = .fixed(\(spacing))")
        }
        lines.append("let section = NSCollectionLayoutSection(group: group)")
        if let spacing = values["minimumLineSpacing"]?.trimmedDescription ?? (writesDefaults ? "10" : nil) {
            lines.append("section.interGroupSpacing = \(spacing)")
        }
        if let insets = FlowLayoutConfiguration.insets(values["sectionInset"]) {
            lines.append("section.contentInsets = NSDirectionalEdgeInsets(top: \(insets["top"]!), leading: \(insets["left"]!), bottom: \(insets["bottom"]!), trailing: \(insets["right"]!))")
        }
        // Flow layout uses a header's height when scrolling vertically, its width horizontally.
        for (property, kind, vertical, horizontal) in [
            ("headerReferenceSize", "elementKindSectionHeader", "top", "leading"), ("footerReferenceSize", "elementKindSectionFooter", "bottom", "trailing"),
        ] {
            // A zero size is no header (or footer) at all.
            guard let size = FlowLayoutConfiguration.size(values[property]), size != ("0", "0") else { continue }
            let layoutSize = isHorizontal
                ? "NSCollectionLayoutSize(widthDimension: .absolute(\(size.width)), heightDimension: .fractionalHeight(1.0))"
                : "NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(\(size.height)))"
            lines.append("section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(layoutSize), elementKind: UICollectionView.\(kind), alignment: .\(isHorizontal ? horizontal : vertical)))")
        }
        if isHorizontal {
            lines.append("let configuration = UICollectionViewCompositionalLayoutConfiguration()")
            lines.append("configuration.scrollDirection = .horizontal")
            lines.append("let \(name) = UICollectionViewCompositionalLayout(section: section, configuration: configuration)")
        } else {
            lines.append("let \(name) = UICollectionViewCompositionalLayout(section: section)")
        }
        return lines.joined(separator: "\n")
    }

    /// What the suggestion does not reproduce exactly.
    var differences: [String] {
        var notes: [String] = []
        if isFullWidthList { return ["a list section sizes rows itself (self-sizing) and draws separators"] }
        if configuration.values["minimumInteritemSpacing"] != nil {
            notes.append("flow layout's interitem spacing is a minimum (leftover width is spread between items); the group's is fixed")
        }
        if configuration.values["sectionInset"] != nil {
            notes.append("left/right insets become leading/trailing, which swap in right-to-left languages")
        }
        if configuration.values["itemSize"] == nil && FlowLayoutConfiguration.isAutomaticSize(configuration.values["estimatedItemSize"]) {
            notes.append("`estimatedItemSize = \(configuration.values["estimatedItemSize"]!.trimmedDescription)` asks for self-sizing cells: the suggestion's estimates are placeholders (marked in it)")
        } else if configuration.values["itemSize"] == nil && configuration.values["estimatedItemSize"] == nil {
            notes.append("no item size is set here: the suggestion's sizes are placeholders (marked in it)")
        }
        for (property, count) in configuration.repeated.sorted(by: { $0.key < $1.key }) {
            notes.append("`\(property)` is set \(count) times (in different branches or calls); the suggestion takes the last, `\(configuration.values[property]!.trimmedDescription)`")
        }
        return notes
    }
}
