@testable import Rewrites
import Testing

/// The min-iOS-15 spelling `Task.sleep(nanoseconds:)` must keep a seconds literal's exact value.
@Suite struct ExactNanosecondsTests {
    @Test(arguments: [
        ("0.5", UInt64(500_000_000)), ("2", 2_000_000_000), ("1.25", 1_250_000_000), ("0.000000001", 1),
        ("1_000", 1_000_000_000_000), ("2.5e-1", 250_000_000), ("3E2", 300_000_000_000), ("0.0", 0),
    ])
    func exactLiterals(_ literal: String, _ expected: UInt64) {
        #expect(ExactNanoseconds.fromSecondsLiteral(literal) == expected)
    }

    @Test(arguments: ["0.0000000001", "1e-10", "0x1p-1", "99999999999999999999"])
    func inexactOrOutOfRangeLiterals(_ literal: String) {
        #expect(ExactNanoseconds.fromSecondsLiteral(literal) == nil)
    }

    @Test func grouping() {
        #expect(ExactNanoseconds.grouped(500_000_000) == "500_000_000")
        #expect(ExactNanoseconds.grouped(1_500) == "1500")
        #expect(ExactNanoseconds.grouped(12_345) == "12_345")
    }
}
