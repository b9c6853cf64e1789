@testable import ModernizeCore
import TestSupport
import Testing

/// The index records each function's parameters, the parameter a recorded write's receiver is
/// (or whose element it is), and what else the body does with each parameter: what a rule needs
/// to tie a write in a helper to the argument a caller passes.
@Suite struct FunctionParameterFactsTests {
    static let source = SourceText(path: "Layout.swift", text: """
        func pin(view v: UIView, _ other: UIView, animated: Bool = false) {
            v.flag = false
            other.frame.flag = true
            parent.addSubview(v)
            v.layoutIfNeeded()
            let v2 = v
            let spacer = UIView()
            spacer.flag = false
            let kept: UIView = other
            kept.flag = false
            func inner(_ v: UIView) { v.flag = false }
            do { let v = UIView(); v.flag = false }
        }
        func prepare(_ views: UIView..., rows: [UIView]) {
            views.forEach { $0.flag = false }
            rows.forEach { row in row.flag = false }
            for view in views { view.flag = false }
            rows.map { $0 }.forEach { $0.flag = false }
            views.forEach { view in let copy = view; copy.flag = false }
            for row in rows { send(row) }
        }
        func quiet(_ view: UIView) {
            view.layoutIfNeeded()
        }
        """)

    static func functions(parameters: Bool = true) -> [String: FunctionFacts] {
        let interest = IndexInterest(triggers: ["flag"], members: ["flag"], parameters: parameters)
        let index = IndexBuilder(interest: interest, jobs: 1).build(
            files: [SourceFile(path: source.path, displayPath: source.path)], read: { _ in source }, keepTree: { _ in false }).index
        return Dictionary(uniqueKeysWithValues: index.freeFunctions.map { ($0.name, $0) })
    }

    /// Only a rule asking for them pays for them: every function would carry its parameters.
    @Test func withoutTheInterestNoParametersAreRecorded() throws {
        let functions = Self.functions(parameters: false)
        #expect(!functions.isEmpty)
        #expect(functions.values.allSatisfy { $0.parameters.isEmpty })
        #expect(functions.values.flatMap(\.uses).allSatisfy { $0.receiverParameter == nil })
        #expect(try #require(functions["pin"]).labels == ["view", "_", "animated"])
    }

    @Test func parametersKeepTheirLabelTheNameTheBodyUsesTheirTypeAndVariadics() throws {
        let functions = Self.functions()
        let pin = try #require(functions["pin"])
        #expect(pin.parameters.map(\.label) == ["view", "_", "animated"])
        #expect(pin.parameters.map(\.name) == ["v", "other", "animated"])
        #expect(pin.parameters.map(\.type) == ["UIView", "UIView", "Bool"])
        let prepare = try #require(functions["prepare"])
        #expect(prepare.parameters.map(\.isVariadic) == [true, false])
        #expect(prepare.parameters.map(\.type) == ["UIView", "[UIView]"])
    }

    @Test func aWriteSaysWhichParameterItGoesThrough() throws {
        let pin = try #require(Self.functions()["pin"])
        let writes = pin.uses.filter(\.isWrite).map { ($0.receiver, $0.receiverParameter, $0.receiverIsParameterElement, $0.receiverLocalIsCreated) }
        #expect(writes.map(\.0) == ["v", "other.frame", "spacer", "kept", "v", "v"])
        // `v` and `other.frame` start with parameters 0 and 1; the nested function's `v` is its
        // own parameter, and the `v` declared in the `do` block shadows the parameter.
        #expect(writes.map(\.1) == [0, 1, nil, nil, nil, nil])
        #expect(writes.map(\.2) == [false, false, false, false, false, false])
        // `spacer` and the shadowing `v` are new instances; `kept` holds the second parameter.
        #expect(writes.map(\.3) == [false, false, true, false, false, true])
    }

    @Test func aWriteThroughForEachOrForInGoesThroughTheSequencesElements() throws {
        let prepare = try #require(Self.functions()["prepare"])
        let writes = prepare.uses.filter(\.isWrite).map { ($0.receiver, $0.receiverParameter, $0.receiverIsParameterElement) }
        #expect(writes.map(\.0) == ["$0", "row", "view", "$0", "copy"])
        // `rows.map { $0 }.forEach` runs on another array; `copy` is a local, not the element.
        #expect(writes.map(\.1) == [0, 1, 0, nil, nil])
        #expect(writes.map(\.2) == [true, true, true, false, false])
    }

    @Test func theBodysOtherUsesOfEachParameterAreRecordedWhenItIsWalked() throws {
        let functions = Self.functions()
        let pin = try #require(functions["pin"])
        // `v.flag = ...` reads no other use; an argument names its call, a method call its
        // method, a binding is "", and a nested function's capture would be "".
        #expect(pin.parameters[0].handedOn == ["addSubview", ".layoutIfNeeded", ""])
        #expect(pin.parameters[1].handedOn == [""])
        #expect(pin.parameters[2].handedOn == [])
        let prepare = try #require(functions["prepare"])
        #expect(prepare.parameters[0].handedOn == [".forEach", "for", ".forEach"])
        #expect(prepare.parameters[1].handedOn == [".forEach", ".map", "for"])
        // No recorded write in its body: no argument of a caller can matter, so no parameters
        // are kept (they would cost memory on every function of a project).
        #expect(functions["quiet"]?.parameters.isEmpty == true)
        #expect(functions["quiet"]?.labels == ["_"])
    }
}
