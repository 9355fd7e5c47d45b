/// Maps the main loop's raw monotonic seconds to timeline time: the session owns speed, pause and
/// single-frame steps, so the loop only ever passes raw seconds.
struct GalleryClock: Equatable {
    /// The speeds `[` and `]` step through.
    static let speeds = [0.1, 0.25, 0.5, 1, 1.5, 2, 3, 4]
    /// One step of `,` and `.`: a frame at 60 fps.
    static let frameStep = 1.0 / 60

    /// Timeline seconds per raw second.
    private(set) var speed = 1.0
    /// Whether timeline time stands still.
    private(set) var isPaused = false
    /// Raw time at the last change of speed or pause.
    private var anchorRaw = 0.0
    /// Timeline time at the last change of speed or pause.
    private var anchorTimeline = 0.0

    /// `seconds` on the nearest whole millisecond: a time `capture --time` can name exactly.
    static func millisecond(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }

    /// Timeline time at raw time t.
    func timelineTime(at t: Double) -> Double {
        isPaused ? anchorTimeline : anchorTimeline + (t - anchorRaw) * speed
    }

    /// Pauses (on the nearest millisecond) or resumes without a jump.
    mutating func togglePause(at t: Double) {
        rebase(at: t)
        isPaused.toggle()
        // A paused moment on a whole millisecond is one `capture --time` can name exactly.
        if isPaused { anchorTimeline = Self.millisecond(anchorTimeline) }
    }

    /// One step of `<` and `>`.
    static let longStep = 0.1

    /// Moves a paused clock by whole frames (never before 0); does nothing while running.
    mutating func step(frames: Int, at t: Double) {
        step(seconds: Double(frames) * Self.frameStep, at: t)
    }

    /// Moves a paused clock by `seconds` (never before 0); does nothing while running.
    mutating func step(seconds: Double, at t: Double) {
        guard isPaused else { return }
        anchorTimeline = max(0, anchorTimeline + seconds)
        anchorRaw = t
    }

    /// Pauses the clock at timeline time `time` (on the nearest millisecond, never before 0): the
    /// playhead dragged to a moment.
    mutating func seek(to time: Double, at t: Double) {
        isPaused = true
        anchorTimeline = max(0, Self.millisecond(time))
        anchorRaw = t
    }

    /// The next speed up (`faster`) or down, staying within 0.1×…4×.
    mutating func changeSpeed(faster: Bool, at t: Double) {
        rebase(at: t)
        let index = Self.speeds.firstIndex(of: speed) ?? 3
        speed = Self.speeds[max(0, min(Self.speeds.count - 1, index + (faster ? 1 : -1)))]
    }

    /// Keeps timeline time continuous across a change.
    private mutating func rebase(at t: Double) {
        anchorTimeline = timelineTime(at: t)
        anchorRaw = t
    }
}

/// The recent frame history the HUD shows: frame rate and interval from the times frames were
/// drawn, render cost as reported by the window's loop, and the latest reload latency.
struct FrameTimes {
    /// Raw times of the latest frames (at most `capacity`).
    private var times: [Double] = []
    /// How many frames the averages cover.
    private let capacity = 60
    /// Seconds the latest frame took to render, when the loop reported it.
    var renderSeconds: Double?
    /// Seconds from a theme change on disk to its first frame, for the latest reload.
    var reloadLatency: Double?

    /// Notes a frame drawn at raw time t.
    mutating func record(at t: Double) {
        times.append(t)
        if times.count > capacity { times.removeFirst(times.count - capacity) }
    }

    /// Frames per second over the history, nil with fewer than two frames.
    var framesPerSecond: Double? {
        guard times.count > 1, let first = times.first, let last = times.last, last > first else { return nil }
        return Double(times.count - 1) / (last - first)
    }

    /// Seconds between the last two frames.
    var lastInterval: Double? {
        guard times.count > 1 else { return nil }
        return times[times.count - 1] - times[times.count - 2]
    }
}
