import ModernizeCore

/// `UIObservationTrackingEnabled = YES` in the app's Info.plist: before iOS 26, UIKit tracks
/// `@Observable` reads in its update methods only with this key. Found and inserted as the
/// scene rule does its manifest (`SceneManifest`): the nearest non-extension Info.plist to the
/// subscriber, the entry added before the top-level dictionary's closing `</dict>`.
enum ObservationTrackingKey {
    static let key = "UIObservationTrackingEnabled"

    enum Need {
        /// The list already enables it.
        case present(PropertyListFile)
        /// The list gets the key (a companion rewrite of it).
        case add(PropertyListFile, CompanionFile)
    }

    /// Why the key cannot be added.
    struct Blocked: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    static func need(for subscriberPath: String, in lists: [PropertyListFile]) -> Result<Need, Blocked> {
        let candidates = lists.filter { !$0.hasKey("NSExtension") && !$0.path.contains("Tests/") }
        let folder = SceneManifest.folderComponents(subscriberPath)
        let scored = candidates.map { list in (list, zip(SceneManifest.folderComponents(list.path), folder).prefix { $0 == $1 }.count) }
        guard let best = scored.map(\.1).max() else {
            return .failure(Blocked("no Info.plist found under the project (a generated one?); observation tracking needs `\(key)` = YES in the app's Info.plist before iOS 26: add it, then run again"))
        }
        let nearest = scored.filter { $0.1 == best }.map(\.0)
        guard nearest.count == 1, let list = nearest.first else {
            return .failure(Blocked("several Info.plist files are equally close to this file (\(nearest.map { "`\($0.path)`" }.joined(separator: ", "))), so the rule cannot tell which app's it is; add `\(key)` = YES to it, then run again"))
        }
        guard let text = list.text else {
            return .failure(Blocked("`\(list.path)` is \(list.notText ?? "not text"); convert it to XML (`plutil -convert xml1`) and run again"))
        }
        if list.hasKey(key) {
            guard let range = text.range(of: "<key>\(key)</key>"), text[range.upperBound...].drop(while: \.isWhitespace).hasPrefix("<true/>") else {
                return .failure(Blocked("`\(list.path)` sets `\(key)` to something other than `<true/>`, and UIKit tracks nothing without it before iOS 26; set it to YES, then run again"))
            }
            return .success(.present(list))
        }
        guard let closing = SceneManifest.closingDictionaryOffset(in: text) else {
            return .failure(Blocked("`\(list.path)` has no top-level `<dict>` the rule can extend; add `\(key)` = YES by hand"))
        }
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        let indent = SceneManifest.indentation(ofFirstKeyIn: text)
        let entry = indent + "<key>\(key)</key>" + newline + indent + "<true/>" + newline
        let utf8 = Array(text.utf8)
        let newText = String(decoding: utf8[..<closing] + Array(entry.utf8) + utf8[closing...], as: UTF8.self)
        return .success(.add(list, .rewrite(list.path, from: text, to: newText)))
    }
}
