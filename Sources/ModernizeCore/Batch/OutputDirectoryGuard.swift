import Foundation

/// Keeps `batch --out DIR` from replacing files it did not write. A batch marks its directory
/// with a small manifest (`DIR/.modernize-batch`); a directory that is neither empty nor marked
/// is refused unless `--force` says to write there anyway. `--resume` is no such permission: it
/// replaces and removes outputs, so it too needs a directory a batch made. While the batch runs,
/// the directory is locked so two batches never write the same outputs.
public enum OutputDirectoryGuard {
    public static let manifestName = ".modernize-batch"

    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// Creates (or checks) the directory, writes the manifest and returns the held lock.
    public static func prepare(_ directory: String, resume: Bool, force: Bool) throws -> TreeLock {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Refusal(description: "\(directory): exists and is not a directory") }
            let entries = try manager.contentsOfDirectory(atPath: directory)
            if !entries.isEmpty, !entries.contains(manifestName), !force {
                if resume {
                    throw Refusal(description: """
                        \(directory): --resume needs an output directory of an earlier `modernize batch` (no \(manifestName) \
                        in it); resuming would replace or remove files there. Give the directory the batch wrote, or pass \
                        --force to write into this one anyway
                        """)
                }
                throw Refusal(description: """
                    \(directory): not empty and not made by an earlier `modernize batch` (no \(manifestName) in it); \
                    outputs such as summary.md or <repository>.patch would replace files there. Choose a new or \
                    empty directory, or pass --force to write into it anyway
                    """)
            }
        } else {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        let lock: TreeLock
        do {
            lock = try TreeLock.acquire(roots: [directory])
        } catch {
            throw Refusal(description: "\(directory): another modernize batch is writing to this directory; wait for it to finish")
        }
        if !manager.fileExists(atPath: directory + "/" + manifestName) {
            try OutputFile.write("{ \"createdBy\": \"modernize batch\" }\n", to: directory + "/" + manifestName)
        }
        return lock
    }
}
