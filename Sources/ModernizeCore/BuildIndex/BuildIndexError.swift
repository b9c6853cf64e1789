/// Why a build index cannot be used. Each is a warning and a fallback to the source resolver,
/// never a failed run.
public enum BuildIndexError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libIndexStore could not be found or loaded.
    case library(path: String, reason: String)
    /// No libIndexStore where the toolchain should have it.
    case noLibrary(lookedIn: [String])
    /// The store directory cannot be used: missing, unreadable, a symbolic link out of the tree,
    /// written in another format, or refused by the library.
    case store(path: String, reason: String)

    public var description: String {
        switch self {
        case .library(let path, let reason): "\(path): cannot load libIndexStore: \(reason)"
        case .noLibrary(let places):
            "no libIndexStore found (looked in \(places.isEmpty ? "no toolchain: no `swift` on PATH" : places.joined(separator: ", "))); pass --toolchain DIR"
        case .store(let path, let reason): "\(path): \(reason)"
        }
    }
}
