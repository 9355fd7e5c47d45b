/// One data load as a user sees it: the app requests the skeleton when the request starts (it
/// appears after the theme's show delay), and hides it when the content arrives `latency` seconds
/// later, but not before the skeleton has been visible for the minimum visible time. Content that
/// arrives before the delay cancels the show, so the skeleton never appears. Every time is in
/// seconds since the request started; `timeline` is the same sequence as show and hide requests.
package struct SimulatedLoad: Hashable, Sendable {
    /// A skeleton on screen for less than this many seconds reads as a flash, not as loading.
    package static let flashThreshold = 0.3

    /// Seconds until the content arrives.
    package let latency: Double
    /// When the skeleton starts to appear (the show delay), nil when the content came first.
    package let appearsAt: Double?
    /// When the hide is requested: the content's arrival, held back to the minimum visible time.
    package let hideAt: Double
    /// When the hide transition has removed the skeleton, nil when it never appeared.
    package let goneAt: Double?
    /// When the show fade ends (nil when it never appeared).
    package let shownAt: Double?
    /// The show and hide requests of this load, with the request at `start`.
    package let timeline: SkeletonTimeline
    /// Timeline time of the request (the timeline's show request).
    package let start: Double

    /// Simulates a load whose content arrives after `latency` seconds (negative or non-finite: 0)
    /// under the theme's transitions (their delay, minimum visible time and fades), requested at
    /// timeline time `start`.
    package init(latency: Double, style: SkeletonStyle, transitions: TransitionSettings, start: Double = 0) {
        let latency = latency.isFinite ? max(0, latency) : 0
        self.latency = latency
        self.start = start
        let delay = transitions.validDelay
        // A hide at or before the delayed show cancels it (SkeletonTimeline's rule).
        let appears = latency > delay ? delay : nil
        appearsAt = appears
        let hideAt = appears.map { max(latency, $0 + transitions.validMinimumVisible) } ?? latency
        self.hideAt = hideAt
        shownAt = appears.map { $0 + transitions.show.fadeDuration }
        var timeline = SkeletonTimeline(style: style, transitions: transitions, shownAt: start)
        timeline.requestHide(at: start + hideAt)
        self.timeline = timeline
        // The hide fades out from the opacity reached, over that share of the hide transition.
        let opacity = timeline.state(at: start + hideAt).skeletonOpacity
        goneAt = appears.map { _ in hideAt + transitions.hide.fadeDuration * opacity }
    }

    /// Seconds any of the skeleton is on screen (from its appearance until the hide fade ends); 0
    /// when it never appeared.
    package var visibleSeconds: Double {
        guard let appearsAt, let goneAt else { return 0 }
        return goneAt - appearsAt
    }

    /// Whether the skeleton appeared and went again within `flashThreshold`.
    package var flashes: Bool {
        appearsAt != nil && visibleSeconds < Self.flashThreshold
    }

    /// Whether the content arrived (the hide started) while the show fade was still running.
    package var contentDuringShowFade: Bool {
        guard let appearsAt, let shownAt else { return false }
        return hideAt >= appearsAt && hideAt < shownAt
    }
}

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
