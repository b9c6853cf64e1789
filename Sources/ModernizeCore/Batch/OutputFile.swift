import Foundation

/// Batch outputs (patches, reports, results) are written whole or not at all: a temporary file
/// in the same directory, then a rename, so an interrupted batch never leaves a half result
/// that `--resume` would trust.
public enum OutputFile {
    public static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
