import Foundation
import ModernizeCore
import SwiftParser
import SwiftSyntax
import Testing

/// Every line of the resolver's SDK facts (`SDKFactsTable`) says what the API model declares:
/// the class and its superclass, `@MainActor` where the table says so, and each member's type.
/// The two cannot drift: a fact the model does not back fails here.
@Suite struct SDKFactsTableTests {
    /// The model's classes and members, read from its sources.
    struct Model {
        var superclasses: [String: String] = [:]
        var mainActor: Set<String> = []
        /// `Type.member` -> declared types (instance, static, method results).
        var instance: [String: Set<TypeRef>] = [:]
        var statics: [String: Set<TypeRef>] = [:]
        var methods: [String: Set<TypeRef?>] = [:]
        var staticMethods: [String: Set<TypeRef?>] = [:]
        var initializers: Set<String> = []

        init() {
            for module in APIModelModules.moduleNames {
                for path in APIModelModules.sourceFiles(of: module) {
                    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                    read(Parser.parse(source: text))
                }
            }
        }

        private mutating func read(_ tree: SourceFileSyntax) {
            for group in SyntaxSearch.all(ClassDeclSyntax.self, in: tree) {
                let name = group.name.text
                if let first = group.inheritanceClause?.inheritedTypes.first, let superclass = TypeRef(first.type)?.nominalName {
                    superclasses[name] = superclass
                }
                if group.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) {
                    mainActor.insert(name)
                }
                readMembers(group.memberBlock, of: name)
            }
            for group in SyntaxSearch.all(ExtensionDeclSyntax.self, in: tree) {
                if let name = TypeRef(group.extendedType)?.nominalName { readMembers(group.memberBlock, of: name) }
            }
            // SwiftUI's value types (`Color`, `Text`): their members, no superclass.
            for group in SyntaxSearch.all(StructDeclSyntax.self, in: tree) { readMembers(group.memberBlock, of: group.name.text) }
        }

        private mutating func readMembers(_ block: MemberBlockSyntax, of owner: String) {
            for member in block.members {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                    for binding in variable.bindings {
                        // `static let red = Color("red")`: a constructor of the owner has the owner's type.
                        let constructed = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
                            .as(DeclReferenceExprSyntax.self).flatMap { $0.baseName.text == owner ? TypeRef.named(owner) : nil }
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                              let type = binding.typeAnnotation.flatMap({ TypeRef($0.type) }) ?? constructed else { continue }
                        if isStatic { statics["\(owner).\(name)", default: []].insert(type) } else { instance["\(owner).\(name)", default: []].insert(type) }
                    }
                } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                    let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
                    let key = "\(owner).\(function.name.text)", result = function.signature.returnClause.flatMap { TypeRef($0.type) }
                    // Each overload also under its selector (`dequeueReusableCell(withIdentifier:for:)`).
                    let selector = key + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
                    for key in [key, selector] {
                        if isStatic { staticMethods[key, default: []].insert(result) } else { methods[key, default: []].insert(result) }
                    }
                } else if member.decl.is(InitializerDeclSyntax.self) {
                    initializers.insert(owner)
                }
            }
        }
    }

    @Test func everyFactIsDeclaredByTheAPIModel() {
        let model = Model()
        for entry in SDKFacts.shared.entries {
            switch entry {
            case .class(let name, let superclass, let mainActor):
                #expect(model.superclasses[name] == superclass ?? model.superclasses[name], "class \(name): the model's superclass is \(model.superclasses[name] ?? "none")")
                if superclass != nil { #expect(model.superclasses[name] != nil, "class \(name) is not in the API model") }
                if mainActor { #expect(model.mainActor.contains(name), "\(name) is not @MainActor in the API model") }
            case .instanceMember(let member):
                #expect(model.instance["\(member.owner).\(member.name)"] == [member.type],
                        "var \(member.owner).\(member.name): the model declares \(model.instance["\(member.owner).\(member.name)"].map { "\($0)" } ?? "nothing")")
            case .staticMember(let member):
                #expect(model.statics["\(member.owner).\(member.name)"] == [member.type],
                        "static \(member.owner).\(member.name): the model declares \(model.statics["\(member.owner).\(member.name)"].map { "\($0)" } ?? "nothing")")
            case .method(let member):
                #expect(model.methods["\(member.owner).\(member.name)"] == [member.type],
                        "func \(member.owner).\(member.name): every overload in the model must return \(member.type)")
            case .staticMethod(let member):
                #expect(model.staticMethods["\(member.owner).\(member.name)"] == [member.type],
                        "static func \(member.owner).\(member.name): every overload in the model must return \(member.type)")
            case .initializer(let name):
                #expect(model.initializers.contains(name), "init \(name) is not in the API model")
            }
        }
    }

    /// A class the table calls main-actor is so in the model through its superclass chain, and a
    /// class the table lists without the attribute inherits it only where the model does.
    @Test func mainActorClassesAgreeWithTheModel() {
        let model = Model()
        let facts = SDKFacts.shared
        for case .class(let name, _, _) in facts.entries {
            var chain: [String] = [name]
            while let next = model.superclasses[chain.last!], !chain.contains(next) { chain.append(next) }
            let modelSays = chain.contains { model.mainActor.contains($0) }
            #expect(facts.isMainActor(name) == modelSays, "\(name): the table says main-actor \(facts.isMainActor(name)), the model \(modelSays)")
        }
    }
}
