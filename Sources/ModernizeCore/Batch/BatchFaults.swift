import Foundation

/// Output failures in a batch (a full disk, a name taken by a directory) are recorded and the
/// batch goes on: a repository whose result cannot be written is marked failed; the summary
/// files are always attempted, each on its own.
enum BatchFaults {
    static func writeRecord(_ result: inout RepositoryResult, to path: String, fingerprint: BatchSummary.Options) {
        do {
            try OutputFile.write(ResultRecord(fingerprint: fingerprint, result: result).rendered(), to: path)
        } catch {
            result.status = .failed
            result.error = "cannot write \(path): \(reason(error))"
        }
    }

    static func writeSummary(_ summary: inout BatchSummary, to directory: String) {
        for (name, text) in [("summary.json", summary.rendered()), ("summary.md", BatchMarkdown.render(summary))] {
            do {
                try OutputFile.write(text, to: directory + "/" + name)
            } catch {
                summary.outputErrors.append("cannot write \(directory)/\(name): \(reason(error))")
            }
        }
    }

    static func reason(_ error: Error) -> String {
        if let failure = error as? OutputFile.Failure { return failure.description }
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return error.localizedDescription
    }
}
