import SkeletonSystem
import Synchronization

/// A batch's progress on a terminal: one line, redrawn at most five times a second, with the shots
/// done, the total and the time left at the pace so far (`  312/1024 shots, 9 s left`), cleared at
/// the end. Silent without a sink (standard error is not a terminal).
final class BatchProgress: Sendable {
    /// Shots in the batch (or shard).
    private let total: Int
    /// Where the line goes.
    private let sink: (@Sendable (String) -> Void)?
    /// When the batch started, on the monotonic clock.
    private let start: Double
    /// Shots done and when the line was last drawn.
    private let state = Mutex<(done: Int, drawn: Double)>((0, 0))

    /// Progress of `total` shots, drawn to `sink` when there is one.
    init(total: Int, sink: (@Sendable (String) -> Void)?) {
        self.total = total
        self.sink = sink
        start = sink == nil ? 0 : MonotonicClock.now()
    }

    /// Counts one shot done and redraws the line when a fifth of a second has passed.
    func shotDone() {
        guard let sink else { return }
        let now = MonotonicClock.now()
        let line: String? = state.withLock { state in
            state.done += 1
            guard now - state.drawn >= 0.2 || state.done == total else { return nil }
            state.drawn = now
            return Self.line(done: state.done, total: total, elapsed: now - start)
        }
        if let line { sink("\r\u{1B}[K" + line) }
    }

    /// Clears the line.
    func finish() {
        sink?("\r\u{1B}[K")
    }

    /// `  312/1024 shots, 9 s left` (the time left from the pace of the shots done so far).
    static func line(done: Int, total: Int, elapsed: Double) -> String {
        let left = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
        return "  \(done)/\(total) shots, \(Int(left.rounded(.up))) s left"
    }
}
