/// Members whose types only the compiler knows: the source resolver follows neither initial value.
struct Shelf {
    var rows: [Row]
    lazy var firstCell = rows.lazy.compactMap(\.cell).first
    lazy var lookup = Dictionary(grouping: rows, by: { $0.items.count })
}

func describe(_ shelf: inout Shelf) -> String {
    (shelf.firstCell?.render() ?? "") + "\(shelf.lookup.count)"
}
