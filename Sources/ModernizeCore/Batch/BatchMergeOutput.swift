import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `batch-merge` writes all or nothing: every shard file is read and checked before the output
/// directory is touched, then everything is written into a staging directory inside it and
/// renamed into place, so a failure leaves no partial merge behind.
extension BatchMerge {
    /// The merged outputs: names relative to the output directory, and their bytes.
    public struct Contents: Sendable {
        public var summary: BatchSummary
        var files: [(name: String, data: Data)]
    }

    /// Reads each repository's patch, report and result record from its shard, refusing a
    /// listed file that is missing, not a regular file (a link is not followed), or a result
    /// record that does not match the shard's summary.
    public static func collect(_ merged: (summary: BatchSummary, sources: [String: String])) throws(Refusal) -> Contents {
        var files: [(String, Data)] = []
        for repository in merged.summary.repositories {
            guard let source = merged.sources[repository.name] else { continue }
            for file in [repository.patch, repository.report].compactMap({ $0 }) {
                guard let data = try readShardFile(source, file) else {
                    throw Refusal(description: "\(source)/\(file): listed in the shard's summary but missing")
                }
                files.append((file, data))
            }
            let resultName = BatchOutputNames.result(of: repository.name)
            guard let data = try readShardFile(source, resultName) else {
                // A repository that failed before its record was written has none.
                if repository.status == .failed { continue }
                throw Refusal(description: "\(source)/\(resultName): missing for a repository the summary lists as ok")
            }
            guard let record = try? JSONDecoder().decode(ResultRecord.self, from: data),
                  record.fingerprint == merged.summary.options, record.result == repository else {
                throw Refusal(description: "\(source)/\(resultName): corrupt shard: the result does not match the shard's summary.json")
            }
            files.append((resultName, data))
        }
        return Contents(summary: merged.summary, files: files)
    }

    /// Writes the merged summary and files into `output` (which exists). Returns the summary
    /// files that could not be written; on any failure nothing is left in `output`.
    public static func write(_ contents: Contents, to output: String) throws -> [String] {
        let stagingName = ".modernize-merge-\(getpid())"
        let staging = output + "/" + stagingName
        let manager = FileManager.default
        try? manager.removeItem(atPath: staging)
        try manager.createDirectory(atPath: staging + "/results", withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: staging) }
        for file in contents.files { try OutputFile.write(file.data, to: staging + "/" + file.name) }
        var summary = contents.summary
        BatchFaults.writeSummary(&summary, to: staging)
        if !summary.outputErrors.isEmpty {
            return summary.outputErrors.map { $0.replacingOccurrences(of: stagingName + "/", with: "") }
        }
        try manager.createDirectory(atPath: output + "/results", withIntermediateDirectories: true)
        // Results first and the summary last: a directory holding summary.json is a finished merge.
        for name in contents.files.map(\.name) + ["summary.md", "summary.json"] {
            guard rename(staging + "/" + name, output + "/" + name) == 0 else {
                throw Refusal(description: "\(output)/\(name): cannot move into place: \(String(cString: strerror(errno)))")
            }
        }
        return []
    }

    /// A shard's file (`name` relative to the shard), or nil when there is none; refuses links
    /// and special files, which a batch never writes, in the name's place or its directory's.
    static func readShardFile(_ shard: String, _ name: String) throws(Refusal) -> Data? {
        var info = stat()
        if name.hasPrefix("results/") {
            if lstat(shard + "/results", &info) != 0, errno == ENOENT { return nil }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw Refusal(description: "\(shard)/results: corrupt shard: not a directory (a symbolic link is not followed)")
            }
        }
        let path = shard + "/" + name
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw Refusal(description: "\(path): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Refusal(description: "\(path): corrupt shard: not a regular file (a symbolic link is not followed)")
        }
        do { return Data(try FileStore.read(path)) } catch { throw Refusal(description: "\(error)") }
    }
}
