import Glibc
import SkeletonVisibleText

/// The one writer of standard output and error, for the command line, the window and the
/// benchmarks: each text is written at once (unbuffered, so a script reading the pipe or a log file
/// sees each line as it comes, in order), retrying interrupted and short writes, without naming
/// C's `stdout` and `stderr` (mutable C globals that Swift 6's checking cannot prove safe to share
/// between threads).
///
/// Everything printed passes `VisibleText.escaped` here, the one place: messages quote theme
/// strings, keys, layout names and paths a stranger's repository chose, and a control or
/// bidirectional character among them (an escape sequence, U+202E) would drive the terminal or
/// reorder the line; it is shown as `\u{1B}` instead, and line feeds and tabs are kept.
package enum StandardStreams {
    /// Writes `text` to standard output, after anything `print` still buffers.
    package static func output(_ text: String) {
        fflush(nil)
        write(VisibleText.escaped(text), to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error.
    package static func error(_ text: String) {
        write(VisibleText.escaped(text), to: STDERR_FILENO)
    }

    /// Writes a progress line's own terminal controls (carriage return, clear to the end of the
    /// line) to standard error as they are: the only text not escaped, made by the tool itself.
    package static func redraw(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Whether standard error is a terminal (someone watches it), so progress lines are worth drawing.
    package static var errorIsTerminal: Bool {
        isatty(STDERR_FILENO) == 1
    }

    /// Writes every byte of `text` to `descriptor`; gives up silently when the stream is closed
    /// (nothing is left to tell).
    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
