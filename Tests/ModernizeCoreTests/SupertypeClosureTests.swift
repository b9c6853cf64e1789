import ModernizeCore
import Testing

/// `IndexInterest.supertypeChains`: the declarations a chain needs are indexed wherever they
/// are, without a trigger in their files; unrelated files are not.
@Suite struct SupertypeClosureTests {
    static let sources = [
        SourceText(path: "Screen.swift", text: """
            final class Screen: Middle {
                func refresh() { DispatchQueue.main.async { self.reload() } }
            }
            extension Helper {
                func hop() { DispatchQueue.main.async {} }
            }
            """),
        SourceText(path: "Middle.swift", text: "class Middle : AppBase, Themed {}\n"),
        SourceText(path: "AppBase.swift", text: "@MainActor\nclass\nAppBase: UIViewController {}\n"),
        SourceText(path: "Helper.swift", text: "struct Helper: Equatable {}\n"),
        SourceText(path: "Themed.swift", text: "protocol Themed {}\n"),
        SourceText(path: "Unrelated.swift", text: "class Unrelated: UIView {}\n// class Middle2\n"),
    ]

    @Test func chainsAndExtendedTypesAreIndexedAcrossFiles() {
        let interest = IndexInterest(triggers: ["DispatchQueue"], supertypeChains: true)
        let byPath = Dictionary(uniqueKeysWithValues: Self.sources.map { ($0.path, $0) })
        let built = IndexBuilder(interest: interest, jobs: 1).build(
            files: Self.sources.map { SourceFile(path: $0.path, displayPath: $0.path) }, read: { byPath[$0.path] }, keepTree: { _ in false })
        #expect(built.index.indexedPaths == ["Screen.swift"])
        let index = ProjectIndex(files: SupertypeClosure.extend(built.facts, sources: Self.sources, interest: interest))
        // Screen -> Middle -> AppBase (declared across a line break), Themed (a protocol Middle
        // adopts: the resolver looks members up there too), and Helper, which Screen.swift
        // extends; not Unrelated.
        #expect(index.indexedPaths == ["AppBase.swift", "Helper.swift", "Middle.swift", "Screen.swift", "Themed.swift"])
        #expect(index.superclassChain(of: "Screen") == ["Screen", "Middle", "AppBase", "UIViewController"])
        #expect(index.declaration(of: "AppBase")?.attributes == ["MainActor"])
    }
}
