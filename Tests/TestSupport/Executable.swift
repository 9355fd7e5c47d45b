import Foundation
import Synchronization

/// Runs the built `skeleton-preview` (the test command builds it first) and collects what it did: for
/// the end-to-end and acceptance targets, which depend on the executable so that it is built beside them.
package struct Executable {
    /// What one run produced.
    package struct Result {
        /// Exit status.
        package var status: Int32
        /// Standard output.
        package var standard: String
        /// Standard error.
        package var error: String
    }

    /// The `skeleton-preview` this build made, beside the running test bundle.
    package static let path = BuiltProduct.path("skeleton-preview")

    /// Runs with `arguments`; `environment` replaces the process environment and `directory` the
    /// current directory when given.
    package static func run(_ arguments: [String], environment: [String: String]? = nil, directory: String? = nil)
        throws
        -> Result
    {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw MissingBuildProduct(path: path)
        }
        return try launch(path, arguments, environment: environment, directory: directory)
    }

    /// The sanitizer settings a replaced environment keeps: under `make sanitize` the child is
    /// instrumented too and must run with the suite's options (LeakSanitizer off, halt on error).
    package static let sanitizerVariables = ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"]

    /// Runs the program at `program` to its end and collects what it printed; `environment`
    /// replaces the process environment (but for `sanitizerVariables`) and `directory` the current
    /// directory when given.
    package static func launch(
        _ program: String, _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if var environment {
            let inherited = ProcessInfo.processInfo.environment
            for name in sanitizerVariables where environment[name] == nil { environment[name] = inherited[name] }
            process.environment = environment
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are drained at once, before waiting: read one after the other, a child that
        // fills the second (64 KiB) while the first is still open would block, and so would we.
        let errorReader = PipeReader(err.fileHandleForReading)
        let standard = out.fileHandleForReading.readDataToEndOfFile()
        let error = errorReader.data()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standard: String(decoding: standard, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }

    /// The executable of this build is not beside the test bundle.
    package struct MissingBuildProduct: Error, CustomStringConvertible {
        /// Where it was expected.
        package let path: String
        /// What to do.
        package var description: String {
            "\(path) is missing: the tests run the executable of their own build; build the tests with `swift build --build-tests` (or run `swift test`), which builds it"
        }
    }

    /// The bytes of a file.
    package static func bytes(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }
}

/// Reads a pipe to its end on a thread of its own, so another pipe of the same child can be read
/// meanwhile.
package final class PipeReader: Sendable {
    private let result = Mutex<Data?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `handle`.
    package init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            let data = handle.readDataToEndOfFile()
            result.withLock { $0 = data }
            done.signal()
        }
        thread.start()
    }

    /// Everything the pipe carried, once its writer has closed it.
    package func data() -> Data {
        done.wait()
        return result.withLock { $0 } ?? Data()
    }
}
