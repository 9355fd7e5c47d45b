import Synchronization

/// Long work's progress on a terminal (a batch's shots, the files of a whole app): one line,
/// redrawn at most five times a second, with the items done, the total and the time left at the
/// pace so far (`  312/1024 shots, 9 s left`), cleared at the end. Silent without a sink (standard
/// error is not a terminal, as in CI).
package final class TerminalProgress: Sendable {
    /// Items of the work.
    private let total: Int
    /// What the items are called, plural (`shots`, `files`).
    private let unit: String
    /// Where the line goes.
    private let sink: (@Sendable (String) -> Void)?
    /// When the work started, on the monotonic clock.
    private let start: Double
    /// Items done, when the line was last drawn, and whether it is on the screen now.
    private let state = Mutex<(done: Int, drawn: Double, isShown: Bool)>((0, 0, false))

    /// Progress of `total` items called `unit`, drawn to `sink` when there is one.
    package init(total: Int, unit: String, sink: (@Sendable (String) -> Void)?) {
        self.total = total
        self.unit = unit
        self.sink = sink
        start = sink == nil ? 0 : MonotonicClock.now()
    }

    /// Counts one item done and redraws the line when a fifth of a second has passed (the first
    /// and the last item always).
    package func step() {
        guard let sink else { return }
        let now = MonotonicClock.now()
        let line: String? = state.withLock { state in
            state.done += 1
            guard !state.isShown || now - state.drawn >= 0.2 || state.done == total else { return nil }
            state.drawn = now
            state.isShown = true
            return Self.line(done: state.done, total: total, unit: unit, elapsed: now - start)
        }
        if let line { sink("\r\u{1B}[K" + line) }
    }

    /// Takes the line off the screen, so that a message printed next starts a line of its own;
    /// the next step draws it again.
    package func clear() {
        guard let sink else { return }
        let wasShown = state.withLock { state in
            defer { state.isShown = false }
            return state.isShown
        }
        if wasShown { sink("\r\u{1B}[K") }
    }

    /// Clears the line at the end of the work.
    package func finish() { clear() }

    /// `  312/1024 shots, 9 s left` (the time left from the pace of the items done so far).
    package static func line(done: Int, total: Int, unit: String, elapsed: Double) -> String {
        let left = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
        return "  \(done)/\(total) \(unit), \(Int(left.rounded(.up))) s left"
    }
}
