import Stringify

enum Labels {
    static let sum = #stringify(1 + 2)
}
