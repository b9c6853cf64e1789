import Observation

/// Held by three views below: reported.
@Observable final class Library {
    var books: [String] = []
}

/// Already isolated: nothing to report.
@MainActor @Observable final class Shelf {
    var name = ""
}

/// Held by no view: nothing to report.
@Observable final class Cache {
    var hits = 0
}

/// Sendable (its own locking): safe across threads as declared, not reported.
@Observable final class Session: @unchecked Sendable {
    var token = ""
}
