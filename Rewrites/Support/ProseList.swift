/// Items joined for a message: "a", "a and b", "a, b and c".
enum ProseList {
    static func join(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
