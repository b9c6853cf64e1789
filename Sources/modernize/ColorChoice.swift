import ArgumentParser
import Foundation

/// `--color auto|always|never`, as git and ripgrep spell it. `auto` colors a terminal unless
/// `NO_COLOR` is set to anything non-empty (https://no-color.org); `always` wins over both.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    func enabled(terminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: terminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
