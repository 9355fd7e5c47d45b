import Glibc
import Synchronization

/// The temporary file being written, for the signal handler: a fixed buffer (a handler may not
/// allocate) and a flag published after the buffer is filled.
nonisolated(unsafe) private let pendingPath = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
/// Whether `pendingPath` holds a file to remove on SIGINT or SIGTERM.
private let pendingArmed = Atomic<Bool>(false)

/// Removes a half-written temporary file when SIGINT or SIGTERM ends the process during a write.
/// Only when the signal would otherwise kill the process (its default action): the window has its
/// own handler that lets the write finish and the main loop leave cleanly.
package struct TemporaryFileCleanup {
    private let installed: Bool
    private let previous: [Int32: sigaction]

    /// Registers `path` for removal and installs the handlers; one write at a time is covered (a
    /// second concurrent write simply goes without).
    package static func arm(_ path: String) -> TemporaryFileCleanup {
        let bytes = Array(path.utf8)
        guard bytes.count <= Int(PATH_MAX),
            pendingArmed.compareExchange(
                expected: false, desired: true, ordering: .acquiring
            ).exchanged
        else { return TemporaryFileCleanup(installed: false, previous: [:]) }
        // No handler of ours is installed yet (they are installed below, after the buffer is
        // complete), so none can read it half-written.
        for (index, byte) in bytes.enumerated() { pendingPath[index] = CChar(bitPattern: byte) }
        pendingPath[bytes.count] = 0
        var previous: [Int32: sigaction] = [:]
        for signal in [SIGINT, SIGTERM] {
            var current = sigaction()
            sigaction(signal, nil, &current)
            guard current.__sigaction_handler.sa_handler == nil else { continue }  // SIG_DFL is nil
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                if pendingArmed.load(ordering: .acquiring) { unlink(pendingPath) }
                Glibc.signal(signal, SIG_DFL)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
            previous[signal] = current
        }
        return TemporaryFileCleanup(installed: true, previous: previous)
    }

    /// Restores the handlers that were there and forgets the file (renamed or removed by now).
    package func disarm() {
        guard installed else { return }
        for (signal, action) in previous {
            var restored = action
            sigaction(signal, &restored, nil)
        }
        pendingArmed.store(false, ordering: .releasing)
    }
}
