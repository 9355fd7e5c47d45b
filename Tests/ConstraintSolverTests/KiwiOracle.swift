import Foundation

/// kiwisolver through Python, for the live differential run.
enum KiwiOracle {
    /// A Python that imports kiwisolver: `python3` on the PATH, else Debian's; nil when neither does.
    static let python: String? = ["python3", "/usr/bin/python3"].first { candidate in
        (try? run(candidate, ["-c", "import kiwisolver"]))?.status == 0
    }

    /// Cases written by Assets/solver-differential.py with kiwi's answers.
    static func generate(seed: Int, casesPerFamily: Int, root: URL) throws -> KiwiCases {
        let script = root.appendingPathComponent("Assets/solver-differential.py").path
        let (status, output) = try run(
            python ?? "python3", [script, "--seed", "\(seed)", "--cases", "\(casesPerFamily)"])
        guard status == 0 else { throw GeneratorFailed(status: status) }
        return try JSONDecoder().decode(KiwiCases.self, from: output)
    }

    /// The generator exited with `status`.
    struct GeneratorFailed: Error {
        /// Its exit status.
        let status: Int32
    }

    /// Runs `program` (looked up on the PATH) and returns its status and standard output.
    private static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
