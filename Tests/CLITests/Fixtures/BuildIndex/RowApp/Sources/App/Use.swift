import Dispatch

let sampleRow = Row(cell: FancyCell(), items: [Item(name: "a")])

func headline() -> String {
    let text = sampleRow.cell?.render() ?? ""
    return text.uppercased()
}

func firstItemName() -> String? {
    sampleRow.items.first?.name
}

func refresh(_ row: Row) {
    DispatchQueue.main.async {
        print(row.describe())
    }
}
