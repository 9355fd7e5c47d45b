import Foundation

/// Runs the built `skeleton-preview` (the test command builds it first) and collects what it did.
struct Executable {
    /// What one run produced.
    struct Result {
        /// Exit status.
        var status: Int32
        /// Standard output.
        var standard: String
        /// Standard error.
        var error: String
    }

    /// The repository root, found from this file's path.
    static let repository: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    /// `.build/debug/skeleton-preview`.
    static let path = repository.appendingPathComponent(".build/debug/skeleton-preview").path

    /// The shipped Themes/ folder.
    static let themes = repository.appendingPathComponent("Themes").path

    /// A shipped theme file.
    static func theme(_ name: String) -> String {
        themes + "/\(name).theme.json"
    }

    /// A fresh scratch folder.
    static func scratch() throws -> String {
        let folder = NSTemporaryDirectory() + "e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs with `arguments`; `environment` replaces the process environment and `directory` the
    /// current directory when given.
    static func run(_ arguments: [String], environment: [String: String]? = nil, directory: String? = nil) throws
        -> Result
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let standard = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standard: String(decoding: standard, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }

    /// The bytes of a file.
    static func bytes(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }
}
