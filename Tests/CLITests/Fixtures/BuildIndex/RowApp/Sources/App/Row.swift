class Cell {
    var title = ""
    var detail: String?

    func render() -> String { title }
}

final class FancyCell: Cell {
    override func render() -> String { "*" + title }
}

protocol Describing {
    func describe() -> String
}

struct Item: Equatable {
    var name: String
}

struct Row: Describing {
    var cell: Cell?
    var items: [Item]

    func describe() -> String { items.map(\.name).joined() }
}

// Spellings the compiler records under another name: `Self`, `super`, an unnamed parameter.
enum Badge {
    case count(Int)

    static let none = Self.count(0)
}

final class PlainCell: Cell {
    override func render() -> String { super.render() }
}
