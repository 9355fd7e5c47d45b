/// Why a command stopped: a usage mistake (exit 2) or a failure while running (exit 1).
package enum CommandError: Error, Equatable {
    /// The command line is wrong; printed as `error: message` then `usage: usage`.
    case usage(message: String, usage: String)
    /// The command could not do its job; printed as `error: message`.
    case failure(String)

    /// The process exit status for this error.
    package var exitCode: Int32 {
        switch self {
        case .usage: return 2
        case .failure: return 1
        }
    }

    /// The text written to standard error.
    package var report: String {
        switch self {
        case .usage(let message, let usage): return "error: \(message)\n\(HelpText.usage([usage]))\n"
        case .failure(let message): return "error: \(message)\n"
        }
    }
}
