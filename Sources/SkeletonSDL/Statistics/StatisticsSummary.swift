/// The figures of a run as `--stats` prints them and `--stats-json` writes them.
package struct StatisticsSummary: Equatable {
    /// Frames presented.
    package var frames: Int
    /// Median frame interval while animating, in ms.
    package var p50IntervalMs: Double?
    /// 99th-percentile frame interval while animating, in ms.
    package var p99IntervalMs: Double?
    /// Longest frame interval while animating, in ms.
    package var maxIntervalMs: Double?
    /// Intervals longer than one 60 Hz frame (16.7 ms).
    package var framesOver16_7ms: Int
    /// Intervals longer than two 60 Hz frames (33 ms): visible stutter.
    package var framesOver33ms: Int
    /// Median render + upload time per frame, in ms.
    package var renderMsMedian: Double?
    /// CPU, wall time and memory of the run (from the main loop's start to its end).
    package var usage: ProcessUsage
    /// CPU seconds of the whole process including start-up (loading themes, opening the window).
    package var processCPUSeconds: Double?
    /// Milliseconds from process start to the first frame on screen.
    package var windowVisibleMs: Double?
    /// One entry per theme reload, in ms.
    package var reloadLatencyMs: [Double]

    /// The JSON object of `--stats-json` (keys in a fixed order; unknown figures are null).
    package var json: String {
        let fields: [(String, String)] = [
            ("frames", "\(frames)"),
            ("p50_interval_ms", Self.number(p50IntervalMs)),
            ("p99_interval_ms", Self.number(p99IntervalMs)),
            ("max_interval_ms", Self.number(maxIntervalMs)),
            ("frames_over_16_7ms", "\(framesOver16_7ms)"),
            ("frames_over_33ms", "\(framesOver33ms)"),
            ("render_ms_median", Self.number(renderMsMedian)),
            ("cpu_seconds", Self.number(usage.cpuSeconds)),
            ("wall_seconds", Self.number(usage.wallSeconds)),
            ("cpu_percent", Self.number(usage.cpuPercent)),
            ("process_cpu_seconds", Self.number(processCPUSeconds)),
            ("peak_rss_mb", Self.number(usage.peakRSSMegabytes)),
            ("window_visible_ms", Self.number(windowVisibleMs)),
            ("reload_latency_ms", "[" + reloadLatencyMs.map { Self.number($0) }.joined(separator: ", ") + "]"),
        ]
        return "{\n" + fields.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }

    /// The lines `--stats` prints on exit.
    package var text: String {
        let reloads =
            reloadLatencyMs.isEmpty ? "none" : reloadLatencyMs.map { Self.fixed($0, 1) + " ms" }.joined(separator: ", ")
        return [
            "frames shown:        \(frames)",
            "frame interval:      median \(Self.milliseconds(p50IntervalMs)), p99 \(Self.milliseconds(p99IntervalMs)), "
                + "max \(Self.milliseconds(maxIntervalMs))",
            "frames over 16.7 ms: \(framesOver16_7ms) (over 33 ms: \(framesOver33ms))",
            "render per frame:    median \(Self.milliseconds(renderMsMedian))",
            "CPU time:            \(Self.fixed(usage.cpuSeconds, 2)) s over \(Self.fixed(usage.wallSeconds, 1)) s "
                + "(\(Self.fixed(usage.cpuPercent, 1)) % of one core; "
                + "\(processCPUSeconds.map { Self.fixed($0, 2) } ?? "n/a") s with start-up)",
            "peak memory:         \(Self.fixed(usage.peakRSSMegabytes, 1)) MB",
            "window visible:      \(Self.milliseconds(windowVisibleMs)) after start",
            "reload latencies:    \(reloads)",
        ].joined(separator: "\n") + "\n"
    }

    /// A JSON number with at most three decimals, or null when unknown or not finite.
    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return fixed(value, 3)
    }

    /// "12.3 ms", or "n/a" when unknown.
    private static func milliseconds(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "n/a" }
        return fixed(value, 2) + " ms"
    }

    /// `value` rounded to `decimals` places, written without exponent.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return "\(value)" }
        let whole = Int(scaled)
        let unit = Int(scale)
        let sign = value < 0 && whole != 0 ? "-" : ""
        guard decimals > 0 else { return sign + "\(whole)" }
        let fraction = String(whole % unit)
        return sign + "\(whole / unit)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
