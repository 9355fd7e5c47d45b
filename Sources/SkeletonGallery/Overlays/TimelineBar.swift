import SkeletonCore

/// One skeleton timeline on a time axis, as the focus view's timeline bar and the simulator's
/// chart draw it: the skeleton's opacity over time (delay, fades, reversals), the show and hide
/// requests and appearances, the loop boundaries of the pulse or sliding animation, an optional
/// playhead, and a caption. Times on the axis are seconds since `origin` (the moment
/// `capture --time` counts from).
package struct TimelineBar: Equatable {
    /// The bar's height in points (marks, track, ticks and a two-line caption).
    package static let height = 108.0
    /// The shortest span drawn, so a settled skeleton still has room on the axis.
    static let minimumSpan = 3.0
    /// Loop boundaries are drawn only while they are at least this many seconds apart on the axis
    /// (denser ticks would fill the track).
    static let densestLoops = 0.02

    /// The requests drawn.
    let timeline: SkeletonTimeline
    /// Timeline time of the axis' 0.
    let origin: Double
    /// Seconds the axis covers from 0: the last request or fade plus a second, at least
    /// `minimumSpan`, in whole seconds.
    let span: Double
    /// Seconds since `origin` under the playhead, nil for no playhead.
    let playhead: Double?
    /// Loop boundaries in seconds since `origin`, within the span.
    let loops: [Double]
    /// Marks (requests, appearances) within the span, their times since `origin`.
    let marks: [TimelineChart.Mark]
    /// The text under the axis.
    let caption: String

    /// The bar of `timeline` from the show request at `origin`; `loopPeriod` gives an animated
    /// style's loop length (nil for a style that does not loop).
    package init(
        timeline: SkeletonTimeline, origin: Double, playhead: Double?, caption: String,
        loopPeriod: (SkeletonStyle) -> Double?
    ) {
        let chart = timeline.chart
        let marks = chart.marks.filter { $0.time >= origin }
        let span = Self.span(of: chart, origin: origin)
        self.timeline = timeline
        self.origin = origin
        self.span = span
        self.playhead = playhead.map { min(max(0, $0), span) }
        self.caption = caption
        self.marks = marks.map { TimelineChart.Mark(time: $0.time - origin, kind: $0.kind) }.filter { $0.time <= span }
        var loops: [Double] = []
        for run in chart.animationRuns {
            guard let period = loopPeriod(run.style), period >= Self.densestLoops else { continue }
            let end = min(run.end ?? .infinity, origin + span)
            var boundary = run.start
            // Start at the first boundary at or after the axis' 0.
            if boundary < origin { boundary += ((origin - boundary) / period).rounded(.up) * period }
            while boundary <= end {
                loops.append(boundary - origin)
                boundary += period
            }
        }
        self.loops = loops
    }

    /// The seconds an axis from `origin` covers: the last request or fade after it plus a second,
    /// at least `minimumSpan`, in whole seconds.
    static func span(of chart: TimelineChart, origin: Double) -> Double {
        let lastMark = chart.marks.last { $0.time >= origin }?.time ?? origin
        let lastFade = chart.fades.last.map { max(origin, $0.end) } ?? origin
        return max(minimumSpan, (max(lastMark, lastFade) - origin + 1).rounded(.up))
    }

    /// What a mark is called on the axis.
    static func label(_ kind: TimelineChart.MarkKind) -> String {
        switch kind {
        case .showRequest: "show"
        case .appearance: "appears"
        case .hideRequest: "hide"
        case .styleChange: "style"
        }
    }
}
