import Foundation
import ArgumentParser
import ModernizeCore

/// `--max-file-size` and `--file-timeout`: bounds on one file's work (shared by all commands
/// that migrate files).
struct LimitOptions: ParsableArguments {
    // `.unconditional`: a value such as `-1` is this option's (and refused below with a reason),
    // not taken for another option, which left "Missing value".
    @Option(name: .customLong("max-file-size"), parsing: .unconditional, help: ArgumentHelp("Skip (and report) files larger than this: bytes, or with k/KB, M/MB; 0: no limit.", valueName: "size"))
    var maximumFileSize: String = "2MB"

    @Option(name: .customLong("file-timeout"), parsing: .unconditional, help: ArgumentHelp("Skip (and report) a file whose parse and rewrite take longer than this many seconds; 0: no limit.", valueName: "seconds"))
    var fileTimeout: Double = 60

    func validate() throws {
        _ = try limits()
    }

    func limits() throws -> FileLimits {
        guard let size = Self.bytes(maximumFileSize) else {
            if maximumFileSize.trimmingCharacters(in: .whitespaces).hasPrefix("-") {
                throw ValidationError("--max-file-size must be 0 (no limit) or more, got '\(maximumFileSize)'")
            }
            throw ValidationError("--max-file-size '\(maximumFileSize)' is not a size such as 2MB, 500k or 100000")
        }
        guard fileTimeout >= 0, fileTimeout.isFinite else { throw ValidationError("--file-timeout must be 0 (no limit) or more seconds") }
        return FileLimits(maximumFileSize: size == 0 ? nil : size, timeBudget: fileTimeout == 0 ? nil : fileTimeout)
    }

    static func bytes(_ text: String) -> Int? {
        let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
        let units: [(String, Int)] = [("mb", 1 << 20), ("m", 1 << 20), ("kb", 1 << 10), ("k", 1 << 10), ("b", 1)]
        for (suffix, factor) in units where lower.hasSuffix(suffix) {
            guard let value = Double(lower.dropLast(suffix.count)), value >= 0 else { return nil }
            return Int(value * Double(factor))
        }
        return Int(lower).flatMap { $0 >= 0 ? $0 : nil }
    }
}
