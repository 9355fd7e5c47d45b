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
