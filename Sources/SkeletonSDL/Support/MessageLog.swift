import Glibc

/// Problems the libraries meet at run time (a font file deleted, an image that does not decode):
/// each distinct message is reported once to a sink (stderr by default) and kept for callers that
/// show them, so nothing fails silently and a per-frame lookup does not flood the terminal.
package final class MessageLog {
    private let lock = Lock()
    private var seen: Set<String> = []
    private var pending: [String] = []
    private let sink: (String) -> Void

    /// Creates a log that passes each new message to `sink` (default: a line on stderr).
    package init(sink: @escaping (String) -> Void = MessageLog.standardError) {
        self.sink = sink
    }

    /// Records `message`; repeats of a message already reported are ignored.
    package func report(_ message: String) {
        let isNew = lock.withLock { () -> Bool in
            guard seen.insert(message).inserted else { return false }
            pending.append(message)
            return true
        }
        if isNew { sink(message) }
    }

    /// The messages reported since the last call, oldest first.
    package func takePending() -> [String] {
        lock.withLock {
            defer { pending.removeAll() }
            return pending
        }
    }

    /// Forgets which messages were reported, so a problem that comes back (after a reload) is told again.
    package func reset() {
        lock.withLock { seen.removeAll() }
    }

    /// Writes one line to stderr.
    package static func standardError(_ message: String) {
        fputs(message + "\n", stderr)
    }
}
