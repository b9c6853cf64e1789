/// Sites of one change that spans files (a class and every view that uses it; an app delegate,
/// a new scene delegate and the Info.plist entry): the engine applies all of them or none.
///
/// Each file's rule run returns its own part as sites carrying the same group. After every file
/// ran, a group whose listed files did not all apply their part (a parse error, a suppression
/// comment, a file outside `--changed-since`, an overlap with another rule...) is blocked: the
/// files that did take part are migrated again with the group's sites turned into findings that
/// name the blocking file.
public struct SiteGroup: Sendable, Codable, Hashable {
    /// Stable across files and runs, unique within the rule (`Model` for the class `Model`).
    public let id: String
    /// Every Swift file (paths as `RuleContext.path` and the index name them) that must apply
    /// at least one site of the group.
    public let files: [String]
    /// The rule whose change this group is (nil: the rule emitting the site). A rule taking a
    /// part in another rule's change (the UIKit subscribers of an `@Observable` class) names
    /// that rule, so both rules' sites apply together or not at all.
    public let owner: String?

    public init(id: String, files: some Sequence<String>, owner: String? = nil) {
        self.id = id
        self.files = Array(Set(files)).sorted()
        self.owner = owner
    }

    /// The group's key when `ruleID` emits one of its sites (`GroupPart.key`).
    public func key(emittedBy ruleID: String) -> String { GroupPart.key(rule: owner ?? ruleID, group: id) }
}

/// A file other than the one being migrated that a site creates or rewrites: a new
/// `SceneDelegate.swift`, an `Info.plist` with a new entry. Only grouped sites carry them.
public struct CompanionFile: Sendable, Codable, Hashable {
    /// The file's path as the project names it (`RuleContext.path`, `PropertyListFile.path`).
    public let path: String
    /// The file's text as the rule read it; nil: the file is new and must not exist yet.
    public let originalText: String?
    public let newText: String

    /// A new file; `apply` refuses to overwrite an existing one.
    public static func create(_ path: String, text: String) -> CompanionFile {
        CompanionFile(path: path, originalText: nil, newText: text)
    }

    /// A rewrite of an existing file; applied only if the file still holds `originalText`.
    public static func rewrite(_ path: String, from originalText: String, to newText: String) -> CompanionFile {
        CompanionFile(path: path, originalText: originalText, newText: newText)
    }
}
