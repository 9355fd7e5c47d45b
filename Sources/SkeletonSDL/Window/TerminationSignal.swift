import Glibc
import Synchronization

/// Set from the signal handler, read by the main loop between frames: an atomic, because the
/// handler may run on any thread while the loop reads it (a plain global was a data race that
/// ThreadSanitizer reported). Lock-free atomics are async-signal-safe.
private let terminationRequested = Atomic<Bool>(false)

/// SIGINT and SIGTERM end the gallery cleanly: the handler only sets a flag, and the main loop
/// (which wakes at least every 50 ms) leaves, writes the statistics and closes the window.
enum TerminationSignal {
    /// Installs the handlers (SDL's own are disabled with SDL_HINT_NO_SIGNAL_HANDLERS).
    static func install() {
        terminationRequested.store(false, ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in terminationRequested.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
    }

    /// True once SIGINT or SIGTERM arrived.
    static var isRequested: Bool { terminationRequested.load(ordering: .relaxed) }
}
