import Glibc

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

/// What the process has used so far: CPU time (getrusage), wall time and peak resident memory.
package struct ProcessUsage: Equatable {
    /// User + system CPU seconds over the measured span.
    package var cpuSeconds: Double
    /// Wall-clock seconds of the measured span.
    package var wallSeconds: Double
    /// Peak resident set size in bytes (ru_maxrss).
    package var peakRSSBytes: Int

    /// Creates a usage record.
    package init(cpuSeconds: Double, wallSeconds: Double, peakRSSBytes: Int) {
        self.cpuSeconds = cpuSeconds
        self.wallSeconds = wallSeconds
        self.peakRSSBytes = peakRSSBytes
    }

    /// CPU time as a percentage of one core over the span (0 for an empty span).
    package var cpuPercent: Double {
        wallSeconds > 0 ? cpuSeconds / wallSeconds * 100 : 0
    }

    /// Peak memory in mebibytes.
    package var peakRSSMegabytes: Double { Double(peakRSSBytes) / 1_048_576 }

    /// The usage between `earlier` and this record (CPU and wall time subtracted; the peak is kept).
    package func since(_ earlier: ProcessUsage) -> ProcessUsage {
        ProcessUsage(
            cpuSeconds: cpuSeconds - earlier.cpuSeconds, wallSeconds: wallSeconds - earlier.wallSeconds,
            peakRSSBytes: peakRSSBytes)
    }

    /// The process's usage now, with `wallSeconds` = the given elapsed wall time.
    package static func current(wallSeconds: Double) -> ProcessUsage {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1_000_000 }
        return ProcessUsage(
            cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), wallSeconds: wallSeconds,
            peakRSSBytes: Int(usage.ru_maxrss) * 1024)
    }

    /// Seconds since this process started (from /proc/self/stat, 10 ms resolution), nil when unknown.
    package static func secondsSinceProcessStart() -> Double? {
        guard let stat = readSmallFile("/proc/self/stat"), let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name; starttime is field 22 overall, the 20th after ")".
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let boot = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        return boot - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private static func readSmallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        return String(decoding: buffer.prefix(n), as: UTF8.self)
    }
}
