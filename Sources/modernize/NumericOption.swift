import ArgumentParser

/// Parsers for numeric options that accept only a range. A value outside it (negative, huge,
/// not a number) stops the command as it is parsed, with the option, the value and the range
/// ("The value '1e10' is invalid for '--file-timeout <seconds>': accepted: 0 (no limit) to
/// 86400 seconds"), exit 2, before any conversion can trap on it: `--file-timeout 1e10` and
/// `--verify-timeout 1e15` crashed turning seconds into nanoseconds.
///
/// Options using them are parsed `.unconditional`, so `-1` is their value (and refused
/// here) rather than taken for another option, which said "Missing value".
enum NumericOption {
    /// A whole number within `range`; `accepted` says the range in the error.
    static func integer(in range: ClosedRange<Int>, accepted: String) -> @Sendable (String) throws -> Int {
        { text in
            guard let value = Int(text), range.contains(value) else { throw ValidationError("accepted: \(accepted)") }
            return value
        }
    }

    /// Seconds within `range`; with `zeroAllowed: false`, more than the range's lower bound.
    static func seconds(in range: ClosedRange<Double>, zeroAllowed: Bool = true, accepted: String) -> @Sendable (String) throws -> Double {
        { text in
            guard let value = Double(text), range.contains(value), zeroAllowed || value > range.lowerBound else {
                throw ValidationError("accepted: \(accepted)")
            }
            return value
        }
    }

    /// The longest time budget accepted, for a file or a build: a day. (0 means none, for
    /// `--file-timeout`; `--verify-timeout` is simply left out.)
    static let longestSeconds = 86_400.0
}
