/// The benchmark's statistics over its stopwatch's times (`MonotonicClock`).
enum BenchStatistics {
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
