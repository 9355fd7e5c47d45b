import SkeletonSystem
import Synchronization

/// Problems the libraries meet at run time (a font file deleted, an image that does not decode):
/// each distinct message is reported once to a sink (stderr by default), so nothing fails
/// silently and a lookup repeated every frame does not flood the terminal. Shared by the threads
/// of a batch, so the messages seen are behind a `Mutex` and the sink must be `Sendable`.
package final class MessageLog: Sendable {
    private let seen = Mutex<Set<String>>([])
    private let sink: @Sendable (String) -> Void

    /// Creates a log that passes each new message to `sink` (default: a line on stderr).
    package init(sink: @escaping @Sendable (String) -> Void = MessageLog.standardError) {
        self.sink = sink
    }

    /// Records `message`; repeats of a message already reported are ignored.
    package func report(_ message: String) {
        let isNew = seen.withLock { $0.insert(message).inserted }
        if isNew { sink(message) }
    }

    /// Writes one line to stderr.
    package static func standardError(_ message: String) {
        StandardStreams.error(message + "\n")
    }
}
