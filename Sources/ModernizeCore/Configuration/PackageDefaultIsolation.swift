import SwiftSyntax

/// The targets of a Package.swift whose code is main-actor isolated by default
/// (`swiftSettings: [.defaultIsolation(MainActor.self)]`, Swift 6.2), with their source
/// directories: in them an unannotated class is already `@MainActor`.
public enum PackageDefaultIsolation {
    public struct Target: Sendable, Hashable {
        public let name: String
        /// Relative to the manifest's directory: `path:` as written, else `Sources/<name>`
        /// (`Tests/<name>` for a test target), as SwiftPM lays targets out.
        public let directory: String
    }

    /// Nil when the manifest is refused by the nesting pre-check or takes too long to parse.
    public static func mainActorTargets(_ manifest: String) -> [Target]? {
        guard NestingScan.problem(in: manifest) == nil else { return nil }
        return BigStackThreads.run(timeout: 10) { read(manifest) }
    }

    private static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

    private static func read(_ manifest: String) -> [Target] {
        let tree = ParsedSource(SourceText(path: "Package.swift", text: manifest)).tree
        // Top-level `let settings: [SwiftSetting] = [...]` a target may name.
        var constants: [String: ExprSyntax] = [:]
        for item in tree.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    constants[name] = value
                }
            }
        }
        var targets: [Target] = []
        for call in SyntaxSearch.all(FunctionCallExprSyntax.self, in: tree) {
            guard let kind = call.calledExpression.as(MemberAccessExprSyntax.self), kind.base == nil,
                  targetKinds.contains(kind.declName.baseName.text),
                  let name = stringArgument("name", of: call),
                  let settings = call.arguments.first(where: { $0.label?.text == "swiftSettings" })?.expression,
                  setsMainActorIsolation(settings, constants: constants) else { continue }
            let directory = stringArgument("path", of: call) ?? (kind.declName.baseName.text == "testTarget" ? "Tests/" : "Sources/") + name
            targets.append(Target(name: name, directory: directory.hasSuffix("/") ? String(directory.dropLast()) : directory))
        }
        return targets
    }

    private static func stringArgument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
        guard let literal = call.arguments.first(where: { $0.label?.text == label })?.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }

    /// `.defaultIsolation(MainActor.self)` in the settings, or in a top-level constant they name
    /// (`swiftSettings: common`, `common + [...]`).
    private static func setsMainActorIsolation(_ settings: ExprSyntax, constants: [String: ExprSyntax]) -> Bool {
        var expressions = [settings]
        for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: settings) {
            if let value = constants[reference.baseName.text] { expressions.append(value) }
        }
        return expressions.contains { expression in
            SyntaxSearch.first(FunctionCallExprSyntax.self, in: expression) { call in
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "defaultIsolation"
                    && call.arguments.count == 1
                    && call.arguments.first?.expression.trimmedDescription.replacingOccurrences(of: " ", with: "") == "MainActor.self"
            } != nil
        }
    }
}
