import Yams

/// Where an XcodeGen spec stops being YAML, in libyaml's words ("mapping values are not
/// allowed in this context"), with a 1-based line and column (columns count Unicode scalars).
public struct XcodeGenSpecProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// libyaml stopped there.
        case notYAML
        /// Not read at all: it could nest too deeply, or took too long.
        case notRead
    }

    public let line: Int
    public let column: Int
    public let message: String
    public let kind: Kind

    public init(line: Int, column: Int, message: String, kind: Kind = .notYAML) {
        self.line = line
        self.column = column
        self.message = message
        self.kind = kind
    }

    /// What the spec is, for a warning: "not valid YAML (...)" or "not read (...)".
    public var summary: String { "\(kind == .notYAML ? "not valid YAML" : "not read") (\(message))" }

    /// "3:9: mapping values are not allowed in this context".
    public var description: String { "\(line):\(column): \(message)" }

    init(_ error: any Error, in text: String) {
        guard let error = error as? YamlError else {
            self.init(line: 1, column: 1, message: "\(error)")
            return
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            // libyaml's context names what was open: "while parsing a block mapping" at 2:3.
            let opened = context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
            self.init(line: mark.line, column: mark.column, message: problem + opened)
        case let .reader(problem, offset, _, _):
            let place = Self.place(ofCharacter: offset ?? 0, in: text)
            self.init(line: place.line, column: place.column, message: problem)
        default:
            self.init(line: 1, column: 1, message: "\(error)")
        }
    }

    /// The 1-based line and column (in Unicode scalars, as libyaml counts) of a Character offset.
    private static func place(ofCharacter offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (line, column)
    }
}
