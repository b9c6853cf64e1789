@testable import ModernizeCore
import Testing

/// Which member declarations `ReceiverClosure` looks for: the names after a dot, never the
/// local or type a receiver starts with.
@Suite struct ReceiverClosureTests {
    @Test func namesAfterDotsOnly() {
        #expect(ReceiverClosure.membersAfterDots("selection.paidFeature?.owner") == ["paidFeature", "owner"])
        #expect(ReceiverClosure.membersAfterDots("feature") == [])
        #expect(ReceiverClosure.membersAfterDots("Service.shared.model") == ["shared", "model"])
        #expect(ReceiverClosure.membersAfterDots("items[0].store.Kind") == ["store"])
        #expect(ReceiverClosure.membersAfterDots("a.") == [])
    }
}
