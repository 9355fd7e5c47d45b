import Glibc

/// Set from the signal handler; read by the main loop between frames.
private var terminationRequested: sig_atomic_t = 0

/// SIGINT and SIGTERM end the gallery cleanly: the handler only sets a flag, and the main loop
/// (which wakes at least every 50 ms) leaves, writes the statistics and closes the window.
enum TerminationSignal {
    /// Installs the handlers (SDL's own are disabled with SDL_HINT_NO_SIGNAL_HANDLERS).
    static func install() {
        terminationRequested = 0
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in terminationRequested = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
    }

    /// True once SIGINT or SIGTERM arrived.
    static var isRequested: Bool { terminationRequested != 0 }
}
