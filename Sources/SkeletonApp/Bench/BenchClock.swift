import Glibc

/// The benchmark's stopwatch (monotonic clock) and statistics. Only the bench command reads a clock.
enum BenchClock {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// The q-quantile (0…1) with linear interpolation between order statistics (as bench.py's pct).
    static func percentile(_ values: [Double], _ q: Double) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return .nan }
        let k = Double(s.count - 1) * q
        let lo = Int(k.rounded(.down))
        let hi = min(lo + 1, s.count - 1)
        return s[lo] + (s[hi] - s[lo]) * (k - Double(lo))
    }
}
