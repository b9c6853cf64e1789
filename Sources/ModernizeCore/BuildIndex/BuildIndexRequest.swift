/// Which build index a run reads (`--build-index`, `--toolchain`).
public struct BuildIndexRequest: Sendable, Equatable {
    public enum Choice: Sendable, Equatable {
        /// Look for the store the user's build wrote (`BuildIndexDiscovery`).
        case automatic
        /// Read none: the run is a source-only run.
        case none
        /// The store at this directory.
        case store(String)

        /// `auto`, `none`, or a store's path.
        public init(argument: String) {
            switch argument {
            case "auto": self = .automatic
            case "none": self = .none
            default: self = .store(argument)
            }
        }

        /// The choice as the option spells it.
        public var argument: String {
            switch self {
            case .automatic: "auto"
            case .none: "none"
            case .store(let path): path
            }
        }
    }

    public var choice: Choice
    /// The toolchain directory whose libIndexStore reads the store; nil: the `swift` on PATH's.
    public var toolchain: String?

    public init(choice: Choice, toolchain: String? = nil) {
        (self.choice, self.toolchain) = (choice, toolchain)
    }

    /// A source-only run (the engine's default; the command line's is `.automatic`).
    public static let none = BuildIndexRequest(choice: .none)
}
