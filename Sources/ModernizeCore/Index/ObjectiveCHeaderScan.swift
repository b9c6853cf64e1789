/// The declarations of an Objective-C header a mixed app's Swift code sees (issue 44): classes
/// (`@interface Cell : UITableViewCell <P>`), categories (`@interface Cell (Extra) <Q>`),
/// protocols (`@protocol P <NSObject>`) and their properties (`@property (nonatomic, weak)
/// id<P> delegate;`, `@property (class) Settings *shared;`), read into the same facts as Swift
/// declarations, as Swift imports them. No clang: a tokenizer that skips comments, string
/// literals and preprocessor lines, and a reader of those four forms. What it does not
/// understand (blocks, C functions, macros it does not know) is passed over, so a type it
/// misreads ends up unknown, never wrong.
enum ObjectiveCHeaderScan {
    /// The class and protocol names a header declares (not forward declarations).
    static func declaredTypeNames(_ text: String) -> [String] {
        read(text, path: "").map(\.name)
    }

    /// The types (and categories, as extensions) a header declares, with their properties.
    static func read(_ text: String, path: String) -> [TypeFacts] {
        var reader = Reader(tokens: ObjectiveCTokens.tokens(of: text), path: path)
        return reader.declarations()
    }

    private struct Reader {
        let tokens: [ObjectiveCTokens.Token]
        let path: String
        var position = 0
        /// Inside `NS_ASSUME_NONNULL_BEGIN` ... `_END`: an unannotated pointer is non-optional.
        var assumesNonnull = false

        init(tokens: [ObjectiveCTokens.Token], path: String) {
            self.tokens = tokens
            self.path = path
        }

        var current: String? { position < tokens.count ? tokens[position].text : nil }

        mutating func declarations() -> [TypeFacts] {
            var types: [TypeFacts] = []
            while let token = current {
                switch token {
                case "NS_ASSUME_NONNULL_BEGIN": assumesNonnull = true; position += 1
                case "NS_ASSUME_NONNULL_END": assumesNonnull = false; position += 1
                case "@interface":
                    if let type = interface() { types.append(type) }
                case "@protocol":
                    if let type = protocolDeclaration() { types.append(type) }
                default: position += 1
                }
            }
            return types
        }

        /// `@interface Name [<Generics>] [: Super] [<P, Q>]` or `@interface Name (Category) [<P>]`, up to `@end`.
        mutating func interface() -> TypeFacts? {
            let line = tokens[position].line
            position += 1
            guard let name = identifier() else { return nil }
            var kind = TypeFacts.Kind.class
            var inherited: [String] = []
            if current == "<", lookAheadIsGenericParameters() { skipAngles() }
            if current == "(" {
                kind = .extension
                while let token = current, token != ")" { position += 1 }
                position += 1
            } else if current == ":" {
                position += 1
                if let superclass = identifier() { inherited.append(superclass) }
                if current == "<", lookAheadIsGenericParameters() { skipAngles() }
            }
            if current == "<" { inherited += protocolList() }
            let (properties, functions) = members(owner: name)
            return TypeFacts(
                kind: kind, name: name, parents: [], inherited: inherited, modifiers: ["objc"], attributes: ["objc"],
                properties: properties, functions: functions, location: IndexLocation(path: path, position: SourcePosition(line: line, column: 1)))
        }

        /// `@protocol Name [<P, Q>]` up to `@end`; `@protocol Name;` (a forward declaration) is nil.
        mutating func protocolDeclaration() -> TypeFacts? {
            let line = tokens[position].line
            position += 1
            guard let name = identifier() else { return nil }
            if current == ";" || current == "," { position += 1; return nil }
            let inherited = current == "<" ? protocolList() : []
            let (properties, functions) = members(owner: name)
            return TypeFacts(
                kind: .protocol, name: name, parents: [], inherited: inherited, modifiers: ["objc"], attributes: ["objc"],
                properties: properties, functions: functions, location: IndexLocation(path: path, position: SourcePosition(line: line, column: 1)))
        }

        /// Properties and argument-less methods up to `@end`.
        mutating func members(owner: String) -> ([PropertyFacts], [FunctionFacts]) {
            var properties: [PropertyFacts] = []
            var functions: [FunctionFacts] = []
            while let token = current, token != "@end" {
                switch token {
                case "@property":
                    if let property = property() { properties.append(property) }
                case "-" where isLineStart, "+" where isLineStart:
                    if let function = method(isStatic: token == "+") { functions.append(function) }
                case "{":
                    skipBraces()
                case "NS_ASSUME_NONNULL_BEGIN": assumesNonnull = true; position += 1
                case "NS_ASSUME_NONNULL_END": assumesNonnull = false; position += 1
                default: position += 1
                }
            }
            position += 1
            return (properties, functions)
        }

        var isLineStart: Bool { position == 0 || tokens[position - 1].line < tokens[position].line }

        /// `@property (attributes) Type name ...;`
        mutating func property() -> PropertyFacts? {
            let line = tokens[position].line
            position += 1
            var attributes: [String] = []
            if current == "(" {
                position += 1
                while let token = current, token != ")" {
                    if token != "," { attributes.append(token) }
                    position += 1
                }
                position += 1
            }
            let statement = untilSemicolon()
            // Blocks (`void (^handler)(void)`) and C arrays are passed over.
            guard !statement.contains("^"), !statement.contains("["), statement.count >= 2 else { return nil }
            // The name is the last identifier before any trailing macro (`NS_SWIFT_NAME(x)`, `API_AVAILABLE(...)`).
            let declaration = statement.prefix { $0 != "(" && !Self.isTrailingMacro($0) }
            guard let name = declaration.last, Self.isIdentifier(name) else { return nil }
            let typeTokens = Array(declaration.dropLast())
            let nullable = attributes.contains("nullable") || typeTokens.contains("_Nullable") || typeTokens.contains("__nullable")
            let nonnull = attributes.contains("nonnull") || typeTokens.contains("_Nonnull") || typeTokens.contains("__nonnull") || assumesNonnull
            guard let type = ObjectiveCTypes.swiftType(of: typeTokens, nullable: nullable, nonnull: nonnull) else { return nil }
            var swiftAttributes = ["objc"]
            if attributes.contains("weak") { swiftAttributes.append("weak") }
            var facts = PropertyFacts(
                name: name, type: type, attributes: swiftAttributes, isStatic: attributes.contains("class"), isStored: true, initializer: nil,
                location: IndexLocation(path: path, position: SourcePosition(line: line, column: 1)))
            facts.isLet = attributes.contains("readonly")
            return facts
        }

        /// `- (Type)name;`: a method without arguments, imported as `name()`. Methods with
        /// arguments are passed over: their Swift names need the importer's rules.
        mutating func method(isStatic: Bool) -> FunctionFacts? {
            let line = tokens[position].line
            position += 1
            guard current == "(" else { _ = untilSemicolon(); return nil }
            position += 1
            var typeTokens: [String] = []
            var depth = 0
            while let token = current, depth > 0 || token != ")" {
                if token == "(" { depth += 1 }
                if token == ")" { depth -= 1 }
                typeTokens.append(token)
                position += 1
            }
            position += 1
            let rest = untilSemicolon()
            guard let name = rest.first, Self.isIdentifier(name), !rest.contains(":") else { return nil }
            let nullable = typeTokens.contains("nullable") || typeTokens.contains("_Nullable")
            let returnType = ObjectiveCTypes.swiftType(
                of: typeTokens.filter { $0 != "nullable" && $0 != "nonnull" }, nullable: nullable, nonnull: assumesNonnull || typeTokens.contains("nonnull"))
            var function = FunctionFacts(
                kind: .function, name: name, labels: [], isOverride: false, isAsync: false,
                location: IndexLocation(path: path, position: SourcePosition(line: line, column: 1)), uses: [])
            function.returnType = returnType == "Void" ? nil : returnType
            function.isStatic = isStatic
            return function
        }

        static func isTrailingMacro(_ token: String) -> Bool {
            token.hasPrefix("NS_") || token.hasPrefix("API_") || token.hasPrefix("__attribute__") || token == "UI_APPEARANCE_SELECTOR"
                || token.hasPrefix("IBInspectable") || token.hasPrefix("DEPRECATED") || token.hasSuffix("_DEPRECATED")
        }

        static func isIdentifier(_ token: String) -> Bool {
            guard let first = token.first, first.isLetter || first == "_" else { return false }
            return token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }

        mutating func identifier() -> String? {
            guard let token = current, Self.isIdentifier(token) else { return nil }
            position += 1
            return token
        }

        /// `<P, Q>`: the names.
        mutating func protocolList() -> [String] {
            var names: [String] = []
            position += 1
            while let token = current, token != ">" {
                if Self.isIdentifier(token) { names.append(token) }
                position += 1
            }
            position += 1
            return names
        }

        /// `<ObjectType>` after a class name is its generic parameters when `:` or `(` follows
        /// (`@interface Box<T> : NSObject`); otherwise it is a protocol list.
        func lookAheadIsGenericParameters() -> Bool {
            var cursor = position
            while cursor < tokens.count, tokens[cursor].text != ">" { cursor += 1 }
            guard cursor + 1 < tokens.count else { return false }
            let next = tokens[cursor + 1].text
            return next == ":" || next == "("
        }

        mutating func skipAngles() {
            var depth = 0
            while let token = current {
                position += 1
                if token == "<" { depth += 1 }
                if token == ">" { depth -= 1; if depth == 0 { return } }
            }
        }

        mutating func skipBraces() {
            var depth = 0
            while let token = current {
                position += 1
                if token == "{" { depth += 1 }
                if token == "}" { depth -= 1; if depth == 0 { return } }
            }
        }

        /// The tokens up to (not including) the next `;` at this level; the position after it.
        mutating func untilSemicolon() -> [String] {
            var collected: [String] = []
            while let token = current, token != ";", token != "@end" {
                collected.append(token)
                position += 1
            }
            if current == ";" { position += 1 }
            return collected
        }
    }
}
