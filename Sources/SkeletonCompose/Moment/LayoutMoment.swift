import SkeletonCore

/// One layout of a theme at one moment, as `capture`, `dump`, `tree`, batch and the sheets see it:
/// the layout prepared for the frame request's look, and the timeline of its moment.
package struct LayoutMoment {
    /// The loaded theme.
    package let theme: Theme
    /// The chosen layout (with `--size` applied, or laid out in `--device`'s safe area).
    package let layout: LayoutSpec
    /// `--device`: the frame the layout is drawn in.
    package let device: Device?
    /// Layout and skeleton geometry.
    package let prepared: PreparedLayout
    /// Shown at 0 in the requested style, hidden at `--hide-at`.
    package var timeline: SkeletonTimeline
    /// The moment: `--time`, or the end of the show transition.
    package var time: Double

    /// Prepares `layout` of `theme` for the moment `frame` describes.
    package init(theme: Theme, layout: LayoutSpec, frame: FrameRequest, metrics: any TextMetrics) {
        self.theme = theme
        self.layout = frame.device.map { layout.laidOut(on: $0) } ?? layout
        device = frame.device
        prepared = PreparedLayout(layout: self.layout, theme: theme, metrics: metrics, options: frame.layoutOptions)
        timeline = Self.timeline(theme: theme, frame: frame)
        time = frame.time ?? Self.settledTime(theme: theme)
    }

    /// Shown at 0 in the requested style (default the theme's; its static twin with
    /// `--reduce-motion`), hidden at `--hide-at` if given.
    package static func timeline(theme: Theme, frame: FrameRequest) -> SkeletonTimeline {
        var timeline = SkeletonTimeline(
            style: frame.style(over: theme.style), transitions: theme.timelineTransitions, shownAt: 0)
        if let hideAt = frame.hideAt { timeline.requestHide(at: hideAt) }
        return timeline
    }

    /// When the show transition (after the theme's delay) has ended: the default moment.
    package static func settledTime(theme: Theme) -> Double {
        theme.timelineTransitions.validDelay + theme.timelineTransitions.show.fadeDuration
    }
}
