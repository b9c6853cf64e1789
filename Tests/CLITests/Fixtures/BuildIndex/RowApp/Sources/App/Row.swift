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
