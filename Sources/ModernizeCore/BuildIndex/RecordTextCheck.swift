/// Whether a record still describes a file's text: every occurrence that spells its Swift
/// symbol's name where it stands must find that name at its line and column.
///
/// A unit records when it was written, not the size or digest of what it compiled, so a file
/// put back with an older time (`cp -p`, `rsync -a`, an unpacked archive, a DerivedData cache
/// restored from CI) looks unchanged by time alone; its facts would describe another text.
enum RecordTextCheck {
    /// The first occurrence whose name is not at its position in `text`; nil when all agree.
    static func firstMismatch(_ occurrences: [BuildIndexOccurrence], text: LineTable) -> BuildIndexOccurrence? {
        occurrences.first { occurrence in
            guard let name = spelledName(occurrence) else { return false }
            guard occurrence.line >= 1, occurrence.line <= text.lineStarts.count else { return true }
            let offset = text.lineStarts[occurrence.line - 1] + occurrence.column - 1
            guard offset >= 0, offset < text.bytes.count else { return true }
            let rest = text.bytes[offset...]
            // `` `default` ``: the occurrence may point at the backtick.
            if rest.starts(with: name.utf8) || (rest.first == UInt8(ascii: "`") && rest.dropFirst().starts(with: name.utf8)) { return false }
            // `Self.make()`, `super.init()`: the type they stand for.
            return !standIns.contains { rest.starts(with: $0) && !isIdentifierByte(rest.dropFirst($0.count).first) }
        }
    }

    /// Words the compiler records as the type or declaration they stand for.
    private static let standIns: [[UInt8]] = ["Self", "self", "super"].map { Array($0.utf8) }

    /// A byte of an identifier: ASCII letters, digits, `_`, and any byte of a non-ASCII character.
    private static func isIdentifierByte(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte == UInt8(ascii: "_") || byte >= 0x80 || isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// The identifier the source spells at an occurrence (`render` for `render()`); nil for
    /// what is spelled otherwise or not at all there: implicit occurrences, accessors (at the
    /// property's name), initializers (at the type's name), subscripts, operators, and symbols
    /// of other languages (an Objective-C selector is spelled by its Swift name).
    static func spelledName(_ occurrence: BuildIndexOccurrence) -> Substring? {
        let symbol = occurrence.symbol
        guard !occurrence.roles.contains(.implicit), symbol.language == .swift else { return nil }
        switch symbol.kind {
        case .constructor, .destructor, .other: return nil
        default: break
        }
        switch symbol.subkind {
        case .none, .extensionOfStruct, .extensionOfClass, .extensionOfEnum, .extensionOfProtocol, .associatedType, .genericTypeParameter: break
        default: return nil
        }
        let name = symbol.name.prefix { $0 != "(" }
        // `_`: an unnamed parameter (`case reason(String)`), recorded at its type.
        guard name != "_", let first = name.utf8.first, first < 0x80 ? isIdentifierByte(first) && !isDigit(first) : isIdentifier(name) else { return nil }
        // Most names are ASCII: Unicode's identifier properties only for the others.
        return name.utf8.allSatisfy(isIdentifierByte) && (name.utf8.allSatisfy { $0 < 0x80 } || isIdentifier(name)) ? name : nil
    }

    private static func isIdentifier(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isXIDContinue }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
