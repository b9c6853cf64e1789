import Foundation
import SwiftParser
import SwiftSyntax

/// Overriding a deprecated method (`override func traitCollectionDidChange`) draws no compiler
/// warning, yet it is legacy code a migration removes; these are counted alongside the
/// compiler's deprecation warnings. The names come from the model's own `@available(*, deprecated)`
/// methods, so the two cannot drift apart.
enum DeprecatedOverrides {
    /// Names of methods the API model marks deprecated.
    static let modelNames: Set<String> = {
        var names: Set<String> = []
        for module in APIModelModules.moduleNames {
            for path in APIModelModules.sourceFiles(of: module) {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                let collector = DeprecatedFunctionCollector(viewMode: .sourceAccurate)
                collector.walk(Parser.parse(source: text))
                names.formUnion(collector.names)
            }
        }
        return names
    }()

    /// `override func NAME(` declarations in `text` whose NAME the model marks deprecated.
    static func occurrences(in text: String, deprecatedNames: Set<String> = modelNames) -> [String] {
        let collector = OverrideCollector(names: deprecatedNames)
        collector.walk(Parser.parse(source: text))
        return collector.found
    }
}

private final class DeprecatedFunctionCollector: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let deprecated = node.attributes.contains { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available" else { return false }
            return attribute.arguments?.trimmedDescription.contains("deprecated") ?? false
        }
        if deprecated { names.insert(node.name.text) }
        return .skipChildren
    }
}

private final class OverrideCollector: SyntaxVisitor {
    let names: Set<String>
    var found: [String] = []
    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(node.name.text), node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            found.append("override func \(node.name.text)")
        }
        return .visitChildren
    }
}
