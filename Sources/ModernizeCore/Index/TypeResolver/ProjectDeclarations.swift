/// Names declared in every file of the project, from a byte scan (no parse): the types (Swift
/// `class`/`struct`/`enum`/`protocol`/`actor`, Objective-C `@interface`/`@protocol`) and the
/// values (`var`, `let`, `func`). `--type-report` uses it to tell an unknown declared in a file
/// the index did not read, or only in an Objective-C header, from one declared nowhere.
public struct ProjectDeclarations: Sendable {
    /// Swift type name -> the files that may declare it.
    public private(set) var swiftTypes: [String: Set<String>] = [:]
    /// Objective-C class or protocol name -> the headers declaring it.
    public private(set) var objectiveCTypes: [String: Set<String>] = [:]
    /// `var` / `let` / `func` name -> the files that may declare it.
    public private(set) var values: [String: Set<String>] = [:]

    public init() {}

    /// Adds one file (`.h` read as Objective-C, anything else as Swift).
    public mutating func add(path: String, text: String) {
        if path.hasSuffix(".h") {
            for name in ObjectiveCHeaderScan.declaredTypeNames(text) { objectiveCTypes[name, default: []].insert(path) }
            return
        }
        for name in DeclaredTypeNames.scan(text) { swiftTypes[name, default: []].insert(path) }
        for name in Self.valueNames(text) { values[name, default: []].insert(path) }
    }

    /// The identifiers after `var`, `let` and `func` (comments and strings skipped).
    static func valueNames(_ text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { bytes in
            var names: Set<String> = []
            var index = 0
            let keywords: [[UInt8]] = ["var", "let", "func"].map { Array($0.utf8) }
            while index < bytes.count {
                if let end = CodeBytes.endOfCommentOrString(in: bytes, at: index) {
                    index = end
                    continue
                }
                guard index == 0 || !CodeBytes.isIdentifierByte(bytes[index - 1]),
                      let keyword = keywords.first(where: { keyword in
                          index + keyword.count < bytes.count && keyword.indices.allSatisfy { bytes[index + $0] == keyword[$0] }
                      }) else {
                    index += 1
                    continue
                }
                var cursor = index + keyword.count
                let afterKeyword = cursor
                while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
                let start = cursor
                while cursor < bytes.count, CodeBytes.isIdentifierByte(bytes[cursor]) { cursor += 1 }
                if cursor > start, start > afterKeyword {
                    names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self))
                }
                index = max(cursor, index + 1)
            }
            return names
        }
    }
}

extension ProjectDeclarations {
    /// The declarations of `files` (by display path, as the index names them) and of the
    /// Objective-C headers under `roots`.
    static func scan(_ files: [SourceFile], headersUnder roots: [String]) -> ProjectDeclarations {
        var declarations = ProjectDeclarations()
        for file in files {
            guard let bytes = try? FileStore.read(file.path) else { continue }
            declarations.add(path: file.displayPath, text: String(decoding: bytes, as: UTF8.self))
        }
        for root in roots {
            for header in ProjectFileWalk.files(under: root, kinds: [ObjectiveCHeaders.walkKind]).first ?? [] {
                guard let bytes = try? FileStore.read(header) else { continue }
                declarations.add(path: header, text: String(decoding: bytes, as: UTF8.self))
            }
        }
        return declarations
    }
}
