import Foundation

/// A scratch directory removed when the value is released.
public final class TemporaryDirectory {
    public let path: String

    public init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    public func write(_ relativePath: String, _ text: String) throws -> String {
        try write(relativePath, bytes: Array(text.utf8))
    }

    @discardableResult
    public func write(_ relativePath: String, bytes: [UInt8]) throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    public func read(_ relativePath: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent(relativePath)))
    }

    public func readText(_ relativePath: String) throws -> String {
        String(decoding: try read(relativePath), as: UTF8.self)
    }
}

/// Result of running a process to completion.
public struct ProcessResult {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs an executable with arguments in a directory, capturing its output.
public func runProcess(_ executable: String, _ arguments: [String], in directory: String, stdin: String? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = TestRunScratch.childTemporaryDirectory
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    if stdin != nil { process.standardInput = input }
    try process.run()
    if let stdin {
        // Small texts only: written whole before the child's output is read.
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
    }
    // Read both pipes concurrently so a full stderr buffer cannot block the child.
    nonisolated(unsafe) var errData = Data()
    let errReader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
    errReader.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errReader.isFinished { usleep(1000) }
    return ProcessResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
}

/// Finds an executable on PATH.
public func which(_ name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}
