import Foundation
import ArgumentParser
import ModernizeCore

/// `--max-file-size` and `--file-timeout`: bounds on one file's work (shared by all commands
/// that migrate files).
struct LimitOptions: ParsableArguments {
    // `.unconditional`: a value such as `-1` is this option's (and refused with a reason), not
    // taken for another option, which left "Missing value".
    @Option(name: .customLong("max-file-size"), parsing: .unconditional, help: ArgumentHelp("Skip (and report) files larger than this: bytes, or with k/KB, M/MB, up to 1024MB; 0: no limit.", valueName: "size"))
    var maximumFileSize: String = "2MB"

    @Option(name: .customLong("file-timeout"), parsing: .unconditional, help: ArgumentHelp("Skip (and report) a file whose parse and rewrite take longer than this many seconds (at most 86400, a day); 0: no limit.", valueName: "seconds"),
            transform: NumericOption.seconds(in: 0...NumericOption.longestSeconds, accepted: "0 (no limit) to 86400 seconds"))
    var fileTimeout: Double = 60

    /// The largest `--max-file-size`: no Swift file a person maintains comes near it.
    static let largestFileSize = 1 << 30

    func validate() throws {
        _ = try limits()
    }

    func limits() throws -> FileLimits {
        guard let size = Self.bytes(maximumFileSize) else {
            throw ValidationError("--max-file-size '\(maximumFileSize)' is not a size such as 2MB, 500k or 100000")
        }
        guard (0...Double(Self.largestFileSize)).contains(size) else {
            throw ValidationError("--max-file-size '\(maximumFileSize)' is out of range: accepted: 0 (no limit) to 1024MB")
        }
        let bytes = Int(size)
        return FileLimits(maximumFileSize: bytes == 0 ? nil : bytes, timeBudget: fileTimeout == 0 ? nil : fileTimeout)
    }

    /// The bytes a size names (fractional, negative or huge included: the caller checks the
    /// range before making it an Int); nil when it is not a size.
    static func bytes(_ text: String) -> Double? {
        let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [("mb", 1_048_576), ("m", 1_048_576), ("kb", 1024), ("k", 1024), ("b", 1)]
        for (suffix, factor) in units where lower.hasSuffix(suffix) {
            return Double(lower.dropLast(suffix.count)).map { ($0 * factor).rounded(.down) }
        }
        return Int(lower).map(Double.init) ?? Double(lower).flatMap { $0.isFinite && $0 == $0.rounded() ? $0 : nil }
    }
}
