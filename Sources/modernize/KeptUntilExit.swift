/// A finished run's results, kept alive until the process exits: freeing the reports of a
/// large project one by one (about 25 ms of a 0.4 s run answered by the memo) is work the
/// exit does at once.
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []

    /// Called from the main thread only, once the run's output is written.
    static func keep(_ value: Any) { values.append(value) }
}
