import ModernizeCore

/// The app's Info.plist and the `UIApplicationSceneManifest` entry it gets, inserted as text
/// before the top-level dictionary's closing `</dict>` so every other byte stays as it was.
enum SceneManifest {
    static let key = "UIApplicationSceneManifest"

    /// The Info.plist of the app whose delegate is at `delegatePath`: among the lists that are
    /// not extensions', the one whose folder shares the longest path with the delegate's.
    static func appPropertyList(for delegatePath: String, in lists: [PropertyListFile]) -> Result<PropertyListFile, WindowSetup.BlockedReason> {
        let candidates = lists.filter { list in
            !list.hasKey("NSExtension") && !list.path.contains("Tests/")
        }
        let delegateFolder = folderComponents(delegatePath)
        let scored = candidates.map { list in (list, zip(folderComponents(list.path), delegateFolder).prefix { $0 == $1 }.count) }
        guard let best = scored.map(\.1).max() else {
            return .failure(.init("no Info.plist found under the project (a generated one, from `INFOPLIST_KEY_*` build settings?): set `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` and add the scene delegate by hand"))
        }
        let nearest = scored.filter { $0.1 == best }.map(\.0)
        guard nearest.count == 1, let list = nearest.first else {
            return .failure(.init("several Info.plist files are equally close to the app delegate (\(nearest.map { "`\($0.path)`" }.joined(separator: ", "))); the rule cannot tell which is the app's"))
        }
        guard let text = list.text else {
            return .failure(.init("`\(list.path)` is \(list.notText ?? "not text"); convert it to XML (`plutil -convert xml1`) and run again"))
        }
        if list.hasKey(key) {
            return .failure(.init("`\(list.path)` already has a `\(key)`; the scene delegate it names is missing from the module"))
        }
        guard closingDictionaryOffset(in: text) != nil else {
            return .failure(.init("`\(list.path)` has no top-level `<dict>` the rule can extend"))
        }
        return .success(list)
    }

    /// `text` with the manifest naming `$(PRODUCT_MODULE_NAME).SceneDelegate` added as the
    /// top-level dictionary's last entry, indented like its other keys.
    /// The `UIMainStoryboardFile` value (`Main`), when the list names one and no device-specific
    /// variant (`UIMainStoryboardFile~ipad`).
    static func mainStoryboard(in text: String) -> String? {
        guard !text.contains("<key>UIMainStoryboardFile~"), let key = text.range(of: "<key>UIMainStoryboardFile</key>") else { return nil }
        let rest = text[key.upperBound...].drop { $0.isWhitespace }
        guard rest.hasPrefix("<string>"), let close = rest.range(of: "</string>") else { return nil }
        let name = rest[rest.index(rest.startIndex, offsetBy: "<string>".count)..<close.lowerBound]
        return name.isEmpty || name.contains("<") ? nil : String(name)
    }

    static func inserting(into text: String, storyboard: String? = nil) -> String {
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        let closing = closingDictionaryOffset(in: text)!
        let keyIndent = indentation(ofFirstKeyIn: text)
        let unit = keyIndent.isEmpty ? "\t" : keyIndent
        let entry: [(Int, String)] = [
            (0, "<key>\(key)</key>"), (0, "<dict>"),
            (1, "<key>UIApplicationSupportsMultipleScenes</key>"), (1, "<false/>"),
            (1, "<key>UISceneConfigurations</key>"), (1, "<dict>"),
            (2, "<key>UIWindowSceneSessionRoleApplication</key>"), (2, "<array>"),
            (3, "<dict>"),
            (4, "<key>UISceneConfigurationName</key>"), (4, "<string>Default Configuration</string>"),
            (4, "<key>UISceneDelegateClassName</key>"), (4, "<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>"),
        ] + (storyboard.map { [(4, "<key>UISceneStoryboardFile</key>"), (4, "<string>\($0)</string>")] } ?? []) + [
            (3, "</dict>"),
            (2, "</array>"),
            (1, "</dict>"),
            (0, "</dict>"),
        ]
        let lines = entry.map { keyIndent + String(repeating: unit, count: $0.0) + $0.1 + newline }.joined()
        let utf8 = Array(text.utf8)
        return String(decoding: utf8[..<closing] + Array(lines.utf8) + utf8[closing...], as: UTF8.self)
    }

    /// The UTF-8 offset of the start of the line holding the top-level dictionary's `</dict>`
    /// (the last one before `</plist>`), when nothing but indentation precedes it on its line.
    static func closingDictionaryOffset(in text: String) -> Int? {
        let utf8 = Array(text.utf8)
        guard let plistEnd = text.range(of: "</plist>", options: .backwards)?.lowerBound,
              let dictEnd = text.range(of: "</dict>", options: .backwards, range: text.startIndex..<plistEnd)?.lowerBound,
              text[dictEnd..<plistEnd].allSatisfy({ $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "/" || $0.isLetter }) else { return nil }
        var offset = text.utf8.distance(from: text.startIndex, to: dictEnd)
        while offset > 0, utf8[offset - 1] == UInt8(ascii: " ") || utf8[offset - 1] == UInt8(ascii: "\t") { offset -= 1 }
        guard offset == 0 || utf8[offset - 1] == UInt8(ascii: "\n") || utf8[offset - 1] == UInt8(ascii: "\r") else { return nil }
        return offset
    }

    static func indentation(ofFirstKeyIn text: String) -> String {
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        where line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("<key>") {
            return String(line.prefix { $0 == " " || $0 == "\t" })
        }
        return "\t"
    }

    /// Folders of a run path, `.` dropped (a run over `.` names property lists `./App/Info.plist`).
    static func folderComponents(_ path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast().filter { $0 != "." })
    }
}
