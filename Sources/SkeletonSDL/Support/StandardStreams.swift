import Glibc

/// Standard output and error for the window, without naming C's `stdout` and `stderr` (mutable C
/// globals that Swift 6's checking cannot prove safe to share between threads).
enum StandardStreams {
    /// Prints `text` to standard output and flushes every C stream, so a script reading the pipe
    /// sees the line at once.
    static func output(_ text: String) {
        print(text, terminator: "")
        fflush(nil)
    }

    /// Writes `text` to standard error directly (it is unbuffered anyway), retrying short writes.
    static func error(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
