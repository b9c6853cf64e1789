import Foundation

/// An app's or extension's `Info.plist` under a project root, as text, so a rule can read its
/// keys and return a byte-preserving rewrite of it (a `CompanionFile`).
public struct PropertyListFile: Sendable, Codable, Hashable {
    /// The path as the run names files (relative to the repository in `batch`).
    public let path: String
    /// The XML text; nil when the file is a binary plist or not UTF-8 (rules report those).
    public let text: String?
    /// Where the engine reads and writes it.
    let filePath: String
    /// Why `text` is nil, for messages: "a binary property list", "XML in UTF-16LE, not UTF-8".
    public var notText: String? = nil

    /// The same file holding `text` (a run that sees an earlier run's rewrite).
    public func with(text: String) -> PropertyListFile { PropertyListFile(path: path, text: text, filePath: filePath) }

    /// `<key>name</key>` appears (a cheap check rules refine with their own reading).
    /// Searched in the UTF-8 bytes: rules ask per site over every list of a project, and
    /// Foundation's `contains` converts each text to UTF-16 per call.
    public func hasKey(_ name: String) -> Bool {
        guard var text else { return false }
        return text.withUTF8 { TriggerScan.contains("<key>\(name)</key>", in: $0) }
    }
}

public enum PropertyListFiles {
    /// The paths `scan` reads, sorted.
    public static func paths(under root: String) -> [String] {
        ProjectFileWalk.files(under: root, kinds: [walkKind])[0]
    }

    /// What `paths(under:)` looks for, for a walk that looks for other files too.
    static let walkKind = ProjectFileWalk.Kind { $0.hasSuffix("Info.plist") }

    /// `Info.plist` and `*-Info.plist` / `*Info.plist` files under `root`, sorted.
    public static func scan(root: String, display: (String) -> String = { $0 }) -> [PropertyListFile] {
        paths(under: root).map { path in
            let bytes = (try? FileStore.read(path)) ?? []
            let isBinary = bytes.starts(with: Array("bplist".utf8))
            let text = isBinary ? nil : String(validating: bytes, as: UTF8.self)
            var file = PropertyListFile(path: display(path), text: text, filePath: path)
            if text == nil {
                file.notText = isBinary ? "a binary property list"
                    : WideEncoding.detect(bytes).map { "an XML property list in \($0), not UTF-8" } ?? "not valid UTF-8"
            }
            return file
        }
    }
}
