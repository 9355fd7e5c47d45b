import Glibc

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
