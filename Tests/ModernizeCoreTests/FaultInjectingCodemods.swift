import Foundation
import ModernizeCore

/// Test codemods that cause faults a real run can meet, at the moment they happen.

/// Plays the user saving the file in an editor while the tool works on it: during the rewrite
/// (after the tool read the file, before it writes), it replaces the file on disk.
struct EditsTheFileWhileRewriting: Codemod {
    static let userEdit = "let old = 1 // the user's unsaved work, saved meanwhile\n"
    let description = testRow("edits-the-file")
    let marker: String
    var triggers: [String] { [marker] }

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        try Data(Self.userEdit.utf8).write(to: URL(fileURLWithPath: context.path))
        return RuleOutput()
    }
}

/// Throws only on files containing `marker`, so one run has failing and passing files.
struct ThrowsOnMarker: Codemod {
    struct Failure: Error {}
    let description = testRow("throws-on-marker")
    let marker: String
    var triggers: [String] { [marker] }

    func rewrite(_ context: RuleContext) throws -> RuleOutput { throw Failure() }
}
