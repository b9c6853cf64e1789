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
