import ModernizeCore
import SwiftSyntax

/// The delay of `asyncAfter(deadline: .now() + X)`, and its `Task.sleep` spelling.
enum SleepDelay: Equatable {
    /// X is a number of seconds (a literal or a `TimeInterval` expression); `isCompound` when it
    /// contains operators, so it needs parentheses inside a product.
    case seconds(String, isLiteral: Bool, isCompound: Bool)
    /// X is a `DispatchTimeInterval` case written out: `.milliseconds(250)`.
    case interval(unit: String, argument: String, isLiteral: Bool)

    static let intervalUnits: [String: UInt64] = [
        "seconds": 1_000_000_000, "milliseconds": 1_000_000, "microseconds": 1_000, "nanoseconds": 1,
    ]
    private static let arithmetic: Set<String> = ["+", "-", "*", "/"]

    /// Parses `.now() + X` (also `DispatchTime.now() + X`, `DispatchWallTime.now() + X`); nil for
    /// any other deadline, or when X looks like a `DispatchTimeInterval` held in a variable
    /// (`isIntervalName` answers that for a name).
    static func parse(deadline: ExprSyntax, text: SourceBytes, isIntervalName: (String) -> Bool) -> SleepDelay? {
        // `.now()` alone is the zero delay `.now() + 0` (issue 12, gcd item 10).
        if isNow(deadline) { return .seconds("0", isLiteral: true, isCompound: false) }
        guard let sequence = deadline.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, isNow(elements[0]),
              elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
        var rest = Array(elements[2...])
        // `.now() + (delay)`: the parentheses say nothing inside `.seconds(...)`.
        if rest.count == 1, let tuple = rest[0].as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil {
            rest = [only.expression]
            if let inner = only.expression.as(SequenceExprSyntax.self) { rest = Array(inner.elements) }
        }
        let restText = text.slice(from: rest[0], to: rest[rest.count - 1])
        if rest.count == 1 {
            let delay = rest[0]
            if let call = delay.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchTimeInterval" {
                let unit = member.declName.baseName.text
                guard intervalUnits[unit] != nil, call.arguments.count == 1, call.arguments.first?.label == nil,
                      call.trailingClosure == nil, let argument = call.arguments.first?.expression else { return nil }
                return .interval(unit: unit, argument: text.slice(from: argument, to: argument),
                                 isLiteral: argument.is(IntegerLiteralExprSyntax.self))
            }
            if delay.is(IntegerLiteralExprSyntax.self) || delay.is(FloatLiteralExprSyntax.self) {
                return .seconds(restText, isLiteral: true, isCompound: false)
            }
        }
        // Arithmetic on seconds; a `.member` operand or a name holding a DispatchTimeInterval
        // means interval arithmetic, which has no one-to-one Duration spelling.
        for (index, element) in rest.enumerated() {
            if index % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self), arithmetic.contains(op.operator.text) else { return nil }
            } else if isImplicitMember(element) || lastName(of: element).map(isIntervalName) == true {
                return nil
            }
        }
        return .seconds(restText, isLiteral: false, isCompound: rest.count > 1)
    }

    /// A literal zero delay (`.now() + 0.0`): the Task's own hop is the whole wait.
    var isZero: Bool {
        switch self {
        case .seconds(let expression, let isLiteral, _): isLiteral && ExactNanoseconds.fromSecondsLiteral(expression) == 0
        case .interval(_, let argument, let isLiteral): isLiteral && UInt64(argument.filter { $0 != "_" }) == 0
        }
    }

    /// The longest constant delay whose clock change is not worth a note: the device would have
    /// to sleep within it for the clocks to differ.
    static let shortConstantNanoseconds: UInt64 = 5_000_000_000

    /// A literal delay of at most `shortConstantNanoseconds`.
    var isShortConstant: Bool {
        switch self {
        case .seconds(let expression, let isLiteral, _):
            guard isLiteral, let exact = ExactNanoseconds.fromSecondsLiteral(expression) else { return false }
            return exact <= Self.shortConstantNanoseconds
        case .interval(let unit, let argument, let isLiteral):
            guard isLiteral, let value = UInt64(argument.filter { $0 != "_" }) else { return false }
            let (product, overflow) = value.multipliedReportingOverflow(by: Self.intervalUnits[unit] ?? 1)
            return !overflow && product <= Self.shortConstantNanoseconds
        }
    }

    /// `try? await Task.sleep(...)`: `for:` a Duration from iOS 16, else `nanoseconds:`.
    func sleepStatement(minimumIOS: IOSVersion) -> String {
        if minimumIOS >= IOSVersion(16) {
            switch self {
            case .seconds(let expression, _, _): return "try? await Task.sleep(for: .seconds(\(expression)))"
            case .interval(let unit, let argument, _): return "try? await Task.sleep(for: .\(unit)(\(argument)))"
            }
        }
        return "try? await Task.sleep(nanoseconds: \(nanoseconds))"
    }

    /// A `UInt64` nanosecond count: an integer literal when it can be computed exactly, else
    /// the conversion spelled out.
    var nanoseconds: String {
        switch self {
        case .seconds(let expression, let isLiteral, _):
            if isLiteral, let exact = ExactNanoseconds.fromSecondsLiteral(expression) { return ExactNanoseconds.grouped(exact) }
            // A negative delay ran at once with asyncAfter; UInt64(negative) would trap.
            return "UInt64(max(0, \(expression)) * 1_000_000_000)"
        case .interval(let unit, let argument, let isLiteral):
            let factor = Self.intervalUnits[unit] ?? 1
            if isLiteral, let value = UInt64(argument.filter { $0 != "_" }) {
                let (product, overflow) = value.multipliedReportingOverflow(by: factor)
                if !overflow { return ExactNanoseconds.grouped(product) }
            }
            return factor == 1 ? "UInt64(max(0, \(argument)))" : "UInt64(max(0, \(argument))) * \(ExactNanoseconds.grouped(factor))"
        }
    }

    private static func isNow(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "now" else { return false }
        guard let base = member.base else { return true }
        let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name == "DispatchTime" || name == "DispatchWallTime"
    }

    private static func isImplicitMember(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let call = expression.as(FunctionCallExprSyntax.self) { return isImplicitMember(call.calledExpression) }
        return false
    }

    /// `delay` -> "delay", `self.delay` / `Constants.delay` -> "delay".
    private static func lastName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}

/// Exact decimal arithmetic for seconds literals, so `0.5` becomes `500_000_000` and not
/// whatever a Double multiplication rounds to.
enum ExactNanoseconds {
    /// `0.5` -> 500_000_000, `2` -> 2_000_000_000, `1.5e-3` -> 1_500_000; nil when the literal
    /// is not a whole number of nanoseconds or does not fit in UInt64 (or is hexadecimal).
    static func fromSecondsLiteral(_ literal: String) -> UInt64? {
        let text = literal.filter { $0 != "_" }.lowercased()
        guard !text.hasPrefix("0x") else { return nil }
        let parts = text.split(separator: "e", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        let exponent = parts.count == 2 ? Int(parts[1]) : 0
        guard let exponent else { return nil }
        let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(mantissa.count) else { return nil }
        let whole = String(mantissa[0])
        let fraction = mantissa.count == 2 ? String(mantissa[1]) : ""
        guard (whole + fraction).allSatisfy(\.isASCII), (whole + fraction).allSatisfy(\.isNumber) else { return nil }
        var digits = whole + fraction
        let shift = 9 - fraction.count + exponent  // power of ten to apply to `digits`
        if shift >= 0 {
            digits += String(repeating: "0", count: shift)
        } else {
            let dropped = digits.suffix(-shift)
            guard dropped.count == -shift, dropped.allSatisfy({ $0 == "0" }) else { return nil }
            digits.removeLast(-shift)
        }
        let significant = digits.drop { $0 == "0" }
        return significant.isEmpty ? 0 : UInt64(significant)
    }

    /// 500000000 -> "500_000_000"; numbers below 10,000 stay plain.
    static func grouped(_ value: UInt64) -> String {
        let digits = String(value)
        guard digits.count > 4 else { return digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: "_")
    }
}
