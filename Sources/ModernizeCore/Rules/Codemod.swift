import SwiftSyntax

/// A codemod: finds one legacy pattern and proposes edits and findings.
///
/// Rules never print the tree: they return `SourceEdit`s against the original text (byte ranges
/// plus replacement), so every byte they do not touch is kept. The engine sorts the edits, sets
/// aside rules whose edits overlap another rule's for a later pass, applies the rest, re-parses
/// and verifies the result.
public protocol Codemod: Sendable {
    /// The rule's row in the deprecation table; the rule's id is the row's.
    var row: DeprecationRow { get }
    /// A file containing none of these substrings is not parsed for this rule.
    var triggers: [String] { get }
    /// Inspects one parsed file. Throwing is reported as an internal error of this rule for
    /// this file, which then keeps its original content.
    func rewrite(_ context: RuleContext) throws -> RuleOutput
}

extension Codemod {
    public var id: String { row.id }
}

/// What a rule returns for one file.
public struct RuleOutput: Sendable {
    public var edits: [SourceEdit]
    public var findings: [Finding]

    public init(edits: [SourceEdit] = [], findings: [Finding] = []) {
        self.edits = edits
        self.findings = findings
    }
}

/// Options every rule may consult.
public struct RuleOptions: Sendable {
    /// The app's deployment target. Rules whose table row needs a newer iOS only report; rules
    /// may also use it to pick a spelling (e.g. `Task.sleep(nanoseconds:)` below iOS 16).
    public var minimumIOS: IOSVersion

    public init(minimumIOS: IOSVersion = .newest) {
        self.minimumIOS = minimumIOS
    }
}
