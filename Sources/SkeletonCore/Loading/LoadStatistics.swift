/// What a designer asks of many simulated loads: how often the skeleton flashes, how long it is
/// on screen, how often the content lands during the show fade, and the latencies drawn.
package struct LoadStatistics: Hashable, Sendable {
    /// A median and a 95th percentile.
    package struct Quantiles: Hashable, Sendable {
        /// The median (nearest rank).
        package let p50: Double
        /// The 95th percentile (nearest rank).
        package let p95: Double
    }

    /// Loads simulated.
    package let loads: Int
    /// Loads in which the skeleton appeared at all.
    package let shown: Int
    /// Loads in which it appeared for less than `SimulatedLoad.flashThreshold`.
    package let flashes: Int
    /// Loads whose content arrived while the show fade ran.
    package let contentDuringShowFade: Int
    /// Median and 95th percentile of the visible time over the loads that showed the skeleton
    /// (nil when none did).
    package let visible: Quantiles?
    /// Median and 95th percentile of the latencies drawn (nil without loads).
    package let latency: Quantiles?

    /// The statistics of `loads`.
    package init(_ loads: [SimulatedLoad]) {
        self.loads = loads.count
        let shownLoads = loads.filter { $0.appearsAt != nil }
        shown = shownLoads.count
        flashes = loads.filter(\.flashes).count
        contentDuringShowFade = loads.filter(\.contentDuringShowFade).count
        visible = Self.quantiles(shownLoads.map(\.visibleSeconds))
        latency = Self.quantiles(loads.map(\.latency))
    }

    /// The nearest-rank percentile: the smallest value with at least `percent` % of the values at
    /// or below it (the value at rank ⌈percent/100 · n⌉ of the sorted values); nil for no values.
    package static func percentile(_ percent: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }

    /// p50 and p95 of `values`, nil for none.
    private static func quantiles(_ values: [Double]) -> Quantiles? {
        guard let p50 = percentile(50, of: values), let p95 = percentile(95, of: values) else { return nil }
        return Quantiles(p50: p50, p95: p95)
    }
}
