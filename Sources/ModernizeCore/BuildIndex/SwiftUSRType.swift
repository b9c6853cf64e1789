import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The types a Swift USR carries in its mangling, read with the runtime's own demangler.
///
/// A Swift USR is `s:` followed by a mangled name without its `$s` prefix: `s:3App9sampleRowAA0C0Cvp`
/// demangles (as `$s3App9sampleRowAA0C0Cvp`) to `App.sampleRow : App.Row`, a method's to
/// `App.Cell.render() -> Swift.String`. The types are spelled as the demangler spells them:
/// module-qualified, with sugar (`App.Cell?`, `[App.Item]`, `[Swift.String : Swift.Int]`).
public enum SwiftUSRType {
    /// The demangled text of a Swift USR; nil for other USRs, or when the runtime's demangler
    /// is not at hand (a binary linked with a static Swift runtime exports none).
    public static func demangled(_ usr: String) -> String? {
        guard usr.hasPrefix("s:"), let demangle = SwiftDemangler.function else { return nil }
        let mangled = "$s" + usr.dropFirst(2)
        let count = mangled.utf8.count
        guard let text = mangled.withCString({ demangle($0, count, nil, nil, 0) }) else { return nil }
        defer { free(text) }
        let result = String(cString: text)
        // The demangler returns what it cannot read unchanged.
        return result == mangled ? nil : result
    }

    /// The declared type of a variable, property, parameter or accessor (`App.Row` for the
    /// global `sampleRow`): the text after the demangled name's last top-level ` : `, without
    /// the context a local's name ends with (`row #1 : App.Row in App.refresh(App.Row) -> ()`).
    /// `TypeRef(parsing:)` reads it (`Swift.Optional<App.Cell>` is `App.Cell?` there).
    public static func declaredType(ofUSR usr: String) -> String? {
        guard let text = demangled(usr), let type = lastTopLevel(" : ", in: text) else { return nil }
        return firstTopLevel(" in ", in: type).map { String(type[..<$0]) } ?? type
    }

    /// The result type of a function, method or initializer (`Swift.String` for `render()`, `App.Row` for
    /// `Row.init(cell:)`): the text after the demangled name's last top-level ` -> `.
    public static func resultType(ofUSR usr: String) -> String? {
        guard let text = demangled(usr), lastTopLevel(" : ", in: text) == nil else { return nil }
        return lastTopLevel(" -> ", in: text)
    }

    /// What calling a value of the function type `functionType` gives: `App.Settings` of
    /// `() -> App.Settings` (one call: `(A) -> (B) -> C` gives `(B) -> C`); nil when the type is
    /// not a function type (an optional function is called through `?()` and says nothing here).
    public static func resultOfCalling(_ functionType: String) -> String? {
        var type = Substring(functionType)
        // `@Sendable () -> T`, `@MainActor () -> T`: attributes do not change what a call gives.
        while type.hasPrefix("@"), let space = type.firstIndex(of: " ") { type = type[type.index(after: space)...] }
        let text = String(type)
        guard text.hasPrefix("("), let arrow = firstTopLevel(" -> ", in: text) else { return nil }
        let result = text[arrow...].dropFirst(4)
        return result.isEmpty ? nil : String(result)
    }

    /// The text after the last `separator` outside brackets, parentheses and angle brackets.
    static func lastTopLevel(_ separator: String, in text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let found = topLevelOffsets(of: separator, in: text).last, found + separator.utf8.count < bytes.count else { return nil }
        return String(decoding: bytes[(found + separator.utf8.count)...], as: UTF8.self)
    }

    /// Where the first `separator` outside brackets starts.
    static func firstTopLevel(_ separator: String, in text: String) -> String.Index? {
        topLevelOffsets(of: separator, in: text).first.map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
    }

    /// The UTF-8 offsets of `separator` outside brackets, parentheses and angle brackets.
    private static func topLevelOffsets(of separator: String, in text: String) -> [Int] {
        let bytes = Array(text.utf8)
        let pattern = Array(separator.utf8)
        var depth = 0
        var offsets: [Int] = []
        for position in bytes.indices {
            switch bytes[position] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            // `->` is not a closing angle bracket.
            case UInt8(ascii: ">") where position == 0 || bytes[position - 1] != UInt8(ascii: "-"): depth -= 1
            default: break
            }
            if depth == 0, bytes[position...].starts(with: pattern) { offsets.append(position) }
        }
        return offsets
    }
}

/// `swift_demangle`, exported by the Swift runtime this process already runs on (looked up,
/// not linked: it is not public API).
enum SwiftDemangler {
    /// `char *swift_demangle(const char *mangledName, size_t mangledNameLength, char *outputBuffer,
    /// size_t *outputBufferSize, uint32_t flags)`: with no buffer, the result is malloc'ed.
    typealias Function = @convention(c) (UnsafePointer<CChar>?, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32) -> UnsafeMutablePointer<CChar>?

    static let function: Function? = {
        guard let process = dlopen(nil, RTLD_NOW), let address = dlsym(process, "swift_demangle") else { return nil }
        return unsafeBitCast(address, to: Function.self)
    }()
}

/// What an Objective-C USR names: `c:objc(cs)UITableViewCell(py)textLabel` is the property
/// `textLabel` of the class `UITableViewCell`.
public struct ObjectiveCUSR: Sendable, Equatable {
    public enum Container: Sendable, Equatable { case `class`, `protocol`, category(ofClass: String) }
    public enum MemberKind: Sendable, Equatable { case property, instanceMethod, classMethod, instanceVariable }

    /// The class or protocol (for a category, the class it extends).
    public let typeName: String
    public let container: Container
    public let member: (kind: MemberKind, name: String)?

    public static func == (left: ObjectiveCUSR, right: ObjectiveCUSR) -> Bool {
        left.typeName == right.typeName && left.container == right.container
            && left.member?.kind == right.member?.kind && left.member?.name == right.member?.name
    }

    /// Parses `c:objc(cs|pl|cy)Name[(py|im|cm|ivar)member]`; nil for any other USR.
    public init?(_ usr: String) {
        guard usr.hasPrefix("c:objc(") else { return nil }
        var parts: [(tag: Substring, value: Substring)] = []
        var rest = usr.dropFirst("c:objc".count)
        while rest.first == "(", let close = rest.firstIndex(of: ")") {
            let tag = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
            let value = rest.prefix { $0 != "(" }
            rest = rest.dropFirst(value.count)
            parts.append((tag, value))
        }
        guard rest.isEmpty, let first = parts.first, !first.value.isEmpty, parts.count <= 2 else { return nil }
        switch first.tag {
        case "cs": (typeName, container) = (String(first.value), .class)
        case "pl": (typeName, container) = (String(first.value), .protocol)
        case "cy":
            // `(cy)Class@Category`
            let pieces = first.value.split(separator: "@", maxSplits: 1)
            (typeName, container) = (String(pieces[0]), .category(ofClass: String(pieces[0])))
        default: return nil
        }
        guard parts.count == 2 else {
            member = nil
            return
        }
        let kinds: [Substring: MemberKind] = ["py": .property, "im": .instanceMethod, "cm": .classMethod, "ivar": .instanceVariable]
        guard let kind = kinds[parts[1].tag], !parts[1].value.isEmpty else { return nil }
        member = (kind, String(parts[1].value))
    }
}
