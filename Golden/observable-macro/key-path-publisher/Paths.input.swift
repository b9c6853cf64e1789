import Combine

// Key paths to the publishers, which an @Observable class does not have.
struct Paths {
    let tally = \Tally.$count
    func meter() -> KeyPath<Meter, Published<Int>.Publisher> {
        \.$level
    }
}
