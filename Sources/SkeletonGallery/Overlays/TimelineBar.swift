import SkeletonCompose
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

/// A `TimelineBar` drawn into a rectangle, as display-list commands: mark labels on top, the track with the skeleton's
/// opacity as a filled area, the playhead over it, loop ticks and second labels under it, then the
/// caption in up to two lines.
extension TimelineBar {
    /// Room left and right of the track.
    static let inset = 12.0
    /// Distance from the bar's top to the track's top (the mark labels sit above it).
    static let trackTop = 22.0
    /// The track's height: full opacity fills it.
    static let trackHeight = 24.0

    /// The track's rectangle inside `rect` (where the playhead can be dragged).
    static func track(in rect: Rect) -> Rect {
        Rect(
            x: rect.minX + inset, y: rect.minY + trackTop, width: max(1, rect.width - 2 * inset), height: trackHeight)
    }

    /// The x of a time since `origin` on the track inside `rect`.
    func x(of time: Double, in rect: Rect) -> Double {
        let track = Self.track(in: rect)
        return track.minX + min(max(0, time / span), 1) * track.width
    }

    /// The bar filling `rect`, clipped to the pixels it covers.
    package func commands(in rect: Rect, palette: ChromePalette, metrics: ChromeMetrics) -> [DrawCommand] {
        var inside: [DrawCommand] = []
        inside.fill(rect, color: palette.header)
        let track = Self.track(in: rect)
        inside.fill(track, color: palette.canvas)
        opacityCommands(in: track, palette: palette, into: &inside)
        markCommands(in: rect, track: track, palette: palette, metrics: metrics, into: &inside)
        tickCommands(in: rect, track: track, palette: palette, metrics: metrics, into: &inside)
        if let playhead {
            let x = x(of: playhead, in: rect)
            inside.fill(Rect(x: x - 1, y: track.minY - 6, width: 2, height: track.height + 10), color: palette.error)
            inside.fill(Rect(x: x - 5, y: track.minY - 11, width: 10, height: 10), color: palette.error, radius: 5)
        }
        let width = rect.width - 2 * Self.inset
        var lines = TextWrapping.lines(caption, width: width, indent: "    ") {
            metrics.width(of: $0, font: ChromeMetrics.monoFont)
        }
        if lines.count > 2 {
            lines = [lines[0], metrics.fitted(lines[1] + " " + lines[2], width: width)]
        }
        for (row, line) in lines.enumerated() {
            inside.text(
                line, at: Point(x: rect.minX + Self.inset, y: rect.minY + 86 + Double(row) * 16),
                font: ChromeMetrics.monoFont, color: palette.text)
        }
        var commands: [DrawCommand] = []
        commands.clipped(to: metrics.pixelAligned(rect), inside)
        return commands
    }

    /// The skeleton's opacity along the track, one column per point, equal neighbours merged.
    private func opacityCommands(in track: Rect, palette: ChromePalette, into commands: inout [DrawCommand]) {
        let columns = Int(track.width)
        var runStart = 0
        var runHeight = 0.0
        for column in 0...columns {
            var height = -1.0
            if column < columns {
                let time = origin + (Double(column) + 0.5) / Double(columns) * span
                height = (timeline.state(at: time).skeletonOpacity * track.height).rounded()
            }
            if height != runHeight || column == columns {
                if runHeight > 0 {
                    commands.fill(
                        Rect(
                            x: track.minX + Double(runStart), y: track.maxY - runHeight,
                            width: Double(column - runStart), height: runHeight), color: palette.accent, opacity: 0.55)
                }
                runStart = column
                runHeight = height
            }
        }
    }

    /// Requests and appearances: a line across the track and its name above (skipped where it
    /// would run into the previous name).
    private func markCommands(
        in rect: Rect, track: Rect, palette: ChromePalette, metrics: ChromeMetrics, into commands: inout [DrawCommand]
    ) {
        var labelEnd = -Double.infinity
        for mark in marks {
            let x = x(of: mark.time, in: rect).rounded()
            commands.fill(Rect(x: x, y: track.minY - 4, width: 1, height: track.height + 4), color: palette.text)
            let label = Self.label(mark.kind)
            guard x >= labelEnd + 4 else { continue }
            let width = metrics.width(of: label)
            let left = min(x + 2, rect.maxX - Self.inset - width)
            commands.text(label, at: Point(x: left, y: rect.minY + 15), color: palette.secondaryText)
            labelEnd = left + width
        }
    }

    /// Loop boundaries as short ticks under the track, and the seconds along it.
    private func tickCommands(
        in rect: Rect, track: Rect, palette: ChromePalette, metrics: ChromeMetrics, into commands: inout [DrawCommand]
    ) {
        for loop in loops {
            commands.fill(
                Rect(x: x(of: loop, in: rect).rounded(), y: track.maxY + 1, width: 1, height: 5), color: palette.accent)
        }
        let step = [1.0, 2, 5, 10, 30, 60, 300, 600, 1800, 3600].first { span / $0 <= 12 } ?? span
        var second = 0.0
        while second <= span + 1e-9 {
            let x = x(of: second, in: rect).rounded()
            commands.fill(Rect(x: x, y: track.maxY, width: 1, height: 3), color: palette.secondaryText)
            let label = HUDOverlay.format(second) + " s"
            let width = metrics.width(of: label)
            commands.text(
                label, at: Point(x: min(max(rect.minX + 2, x - width / 2), rect.maxX - 2 - width), y: track.maxY + 18),
                color: palette.secondaryText)
            second += step
        }
    }
}
