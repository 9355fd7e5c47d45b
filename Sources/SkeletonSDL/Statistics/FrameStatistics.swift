/// Frame timing gathered by the main loop, kept as plain numbers so the figures `--stats` prints
/// are computed by pure code that tests can check exactly. Intervals count only between frames
/// drawn back to back while something moves; the gap after an idle period is not a frame interval.
package struct FrameStatistics {
    /// Frames presented.
    package private(set) var frames = 0
    /// Milliseconds between consecutive presents while animating.
    package private(set) var intervalsMs: [Double] = []
    /// Milliseconds spent rendering and uploading each frame.
    package private(set) var renderMs: [Double] = []
    /// Milliseconds from the edit reaching the disk to the reloaded theme on screen, one per reload.
    package private(set) var reloadLatenciesMs: [Double] = []
    /// Milliseconds from process start to the first frame on screen.
    package private(set) var windowVisibleMs: Double?
    private var lastPresent: Double?

    /// Creates empty statistics.
    package init() {}

    /// Records a presented frame: `time` is the loop's monotonic clock in seconds, `renderSeconds`
    /// the render + upload cost, `continuous` whether the previous frame was drawn for the same
    /// running animation (only then is the gap a frame interval).
    package mutating func recordFrame(at time: Double, renderSeconds: Double, continuous: Bool) {
        frames += 1
        renderMs.append(renderSeconds * 1000)
        if continuous, let lastPresent { intervalsMs.append((time - lastPresent) * 1000) }
        lastPresent = time
    }

    /// Records one theme reload's latency in milliseconds.
    package mutating func recordReload(latencyMs: Double) {
        reloadLatenciesMs.append(latencyMs)
    }

    /// Records when the window first showed a frame (only the first call counts).
    package mutating func recordWindowVisible(afterMs milliseconds: Double) {
        if windowVisibleMs == nil { windowVisibleMs = milliseconds }
    }

    /// The nearest-rank percentile `p` (0…100) of `values`, nil when there are none.
    package static func percentile(_ p: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }

    /// The summary of the run, given what the run and the whole process used.
    package func summary(usage: ProcessUsage, processCPUSeconds: Double? = nil) -> StatisticsSummary {
        StatisticsSummary(
            frames: frames,
            p50IntervalMs: Self.percentile(50, of: intervalsMs),
            p99IntervalMs: Self.percentile(99, of: intervalsMs),
            maxIntervalMs: intervalsMs.max(),
            framesOver16_7ms: intervalsMs.filter { $0 > 16.7 }.count,
            framesOver33ms: intervalsMs.filter { $0 > 33 }.count,
            renderMsMedian: Self.percentile(50, of: renderMs),
            usage: usage,
            processCPUSeconds: processCPUSeconds,
            windowVisibleMs: windowVisibleMs,
            reloadLatencyMs: reloadLatenciesMs
        )
    }
}
