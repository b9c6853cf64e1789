import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileStore {
    /// Removes temp files that an earlier, killed `apply` left next to `files` (one sweep per
    /// directory). A temp file whose creating process is still alive belongs to a concurrent run
    /// and is kept. Returns one note per removed file.
    public static func removeStaleTemporaries(besides files: [String]) -> [String] {
        var directories = Set<String>()
        for file in files {
            let directory = (file as NSString).deletingLastPathComponent
            directories.insert(directory.isEmpty ? "." : directory)
        }
        return directories.sorted().flatMap { directory in
            removeStaleTemporaries(in: directory).map {
                "\(FileDiscovery.displayPath($0)): removed a temporary file left by an interrupted run"
            }
        }
    }

    /// The process id embedded in a temp file's name (`.<name>.modernize-tmp-<pid>-<random>`).
    static func creatorProcessID(ofTemporary name: String) -> pid_t? {
        guard let marker = name.range(of: temporaryMarker) else { return nil }
        return pid_t(name[marker.upperBound...].prefix { $0.isNumber })
    }

    /// Whether a process with this id exists (EPERM: it exists but is not ours).
    static func isRunning(_ pid: pid_t) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
