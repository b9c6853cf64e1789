import Foundation
@testable import ModernizeCore
import SwiftParser
import SwiftSyntax
import Testing

/// `Scopes.firstDeclaration(of:at:)` is a shortcut for `declarations(of:at:).first` that the
/// index and the type resolver take for every use of a local: checked against it for every
/// identifier and `self` in every golden input and expected file (shadowing, `if let x = x`,
/// closures, nested functions, `catch`, `case let` and the rest as the cases hold them).
@Suite struct ScopesFirstDeclarationTests {
    @Test func theShortcutAgreesWithTheFullLookupOnEveryGoldenFile() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden")
        let files = FileManager.default.enumerator(atPath: golden.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 500)
        var compared = 0, declared = 0
        for file in files {
            let text = try String(contentsOf: golden.appendingPathComponent(file), encoding: .utf8)
            let tree = Parser.parse(source: text)
            for reference in SyntaxSearch.all(DeclReferenceExprSyntax.self, in: tree) {
                switch reference.baseName.tokenKind {
                case .identifier, .keyword(.self): break
                default: continue
                }
                let name = reference.baseName.text
                let full = Scopes.declarations(of: name, at: reference).first
                #expect(Scopes.firstDeclaration(of: name, at: reference)?.id == full?.id, "\(file): `\(name)` at \(reference.positionAfterSkippingLeadingTrivia.utf8Offset)")
                compared += 1
                if full != nil { declared += 1 }
            }
        }
        // Not vacuous: many uses, and many of them of a local declaration.
        #expect(compared > 10_000)
        #expect(declared > 2_000)
    }
}
