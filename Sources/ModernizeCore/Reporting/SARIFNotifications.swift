import Foundation

/// What SARIF calls the run's invocation: whether it succeeded and the problems that are not
/// results (skipped files other than those that do not parse, which are `parse-error` results;
/// internal rule errors; paths that could not be used), so code
/// scanning shows files the tool could not look at instead of silently passing them.
extension SARIFLog {
    public struct Invocation: Codable, Sendable {
        public var executionSuccessful: Bool
        public var toolExecutionNotifications: [Notification]
    }

    public struct Notification: Codable, Sendable {
        public var level: String
        public var message: Message
        public var locations: [NotificationLocation]?
    }

    public struct NotificationLocation: Codable, Sendable {
        public struct Physical: Codable, Sendable { public var artifactLocation: ArtifactLocation }
        public var physicalLocation: Physical
    }

    static func invocation(_ report: RunReport) -> Invocation {
        var notifications: [Notification] = report.pathErrors.map { Notification(level: "error", message: .init(text: $0), locations: nil) }
        for file in report.files.sorted(by: { $0.path < $1.path }) {
            let location = [NotificationLocation(physicalLocation: .init(artifactLocation: .init(uri: SARIFReport.uri(file.path))))]
            // A file that does not parse is a result (`parse-error`), not a failure of the run.
            if case .skipped(let reason) = file.outcome, !file.isParseError {
                notifications.append(Notification(level: "error", message: .init(text: reason), locations: location))
            }
            for error in file.internalErrors {
                notifications.append(Notification(level: "error", message: .init(text: error.formatted), locations: location))
            }
            for warning in file.warnings {
                notifications.append(Notification(level: "warning", message: .init(text: warning), locations: location))
            }
        }
        let failed = !report.pathErrors.isEmpty || report.skippedFiles.contains { !$0.isParseError } || !report.internalErrors.isEmpty
        return Invocation(executionSuccessful: !failed, toolExecutionNotifications: notifications)
    }
}
