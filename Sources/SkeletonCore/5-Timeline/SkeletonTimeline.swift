/// The show, hide and style requests of one skeleton and their times; every frame's skeleton state
/// is a pure function of these requests and t (`state(at:)`), so the window, captures and tests
/// agree. Requests are kept in time order (equal times in request order) and replayed on demand.
///
/// Semantics (SkeletonView's UIView+Transitions.swift and SkeletonTransitionStyle.swift, and the
/// delayed show and update family of its API/SkeletonView.swift, with the port's choices for
/// upstream's gaps; Docs/skeletonview.md, "Deliberate differences"):
/// - show at s: appears at s + delay (a hide, or another show, at or before then cancels it, so a
///   skeleton hidden before its delay never appears); it fades 0 → 1 over the show crossDissolve
///   with ease-in-out (.none or 0 s: instantly) and its animation starts at s + delay, running
///   during that fade (its phase at time t after the show is t).
/// - hide at h: the animation stops at h (the skeleton fades out showing its style's static look),
///   the opacity fades to 0 over the hide crossDissolve.
/// - show while fading out, hide while fading in: the fade reverses from the current opacity, over
///   the same share of its duration, so nothing jumps. show while shown and hide while hidden do
///   nothing.
/// - style at u: within a family (solid/solidAnimated, gradient/gradientAnimated) it re-tints at
///   once; across families, while the skeleton is present, the old style cross-fades out over
///   0.25 s (`previousStyle`, `styleBlend`); switching back during that fade reverses it from the
///   current weights. A switch while hidden just sets the style of the next show. While shown, the
///   new style's animation starts at u.
/// - requests at non-finite times are ignored; a NaN t is treated as before every request (and has
///   no next change).
package struct SkeletonTimeline: Hashable, Sendable {
    /// Style before any style request.
    package let initialStyle: SkeletonStyle
    /// Show/hide transitions and the show delay.
    package let transitions: TransitionSettings
    /// The requests in time order.
    private(set) var events: [TimelineEvent] = []

    /// A timeline whose skeleton is requested to show at `shownAt`.
    package init(style: SkeletonStyle, transitions: TransitionSettings, shownAt: Double = 0) {
        self.init(initialStyle: style, transitions: transitions)
        requestShow(at: shownAt)
    }

    /// A timeline with nothing requested yet.
    private init(initialStyle: SkeletonStyle, transitions: TransitionSettings) {
        self.initialStyle = initialStyle
        self.transitions = transitions
    }

    /// A timeline with nothing requested yet: hidden until `requestShow`.
    package static func hidden(style: SkeletonStyle, transitions: TransitionSettings) -> SkeletonTimeline {
        SkeletonTimeline(initialStyle: style, transitions: transitions)
    }

    /// Requests a show (showSkeleton with the theme's delay and transition).
    package mutating func requestShow(at time: Double) {
        record(TimelineEvent(time: time, kind: .show))
    }

    /// Requests a hide (hideSkeleton with the theme's transition).
    package mutating func requestHide(at time: Double) {
        record(TimelineEvent(time: time, kind: .hide))
    }

    /// Requests a style switch (the update*Skeleton family).
    package mutating func setStyle(_ style: SkeletonStyle, at time: Double) {
        record(TimelineEvent(time: time, kind: .style(style)))
    }

    /// The skeleton's state at time t.
    package func state(at t: Double) -> SkeletonFrameState {
        let (simulation, nextIndex) = replay(until: t)
        let opacity = simulation.fade.value(at: t)
        let blending = simulation.isBlending(at: t)
        let previous = blending ? simulation.previous : nil
        return SkeletonFrameState(
            skeletonOpacity: opacity,
            contentOpacity: 1 - opacity,
            style: simulation.style,
            animationTime: Self.animationTime(
                of: simulation.style, startedAt: simulation.animationStart, at: t),
            shownTime: simulation.isActive && t >= simulation.fade.end ? t - simulation.fade.end : nil,
            previousStyle: previous?.style,
            previousAnimationTime: previous.flatMap {
                Self.animationTime(of: $0.style, startedAt: $0.animationStart, at: t)
            },
            styleBlend: blending ? simulation.styleBlend(at: t) : 1,
            isSkeletonVisible: opacity > 0,
            isActive: simulation.isActive,
            hasShown: simulation.hasShown,
            isShowRequested: simulation.isActive || simulation.pendingShow != nil,
            isSettled: Self.nextChange(after: t, simulation: simulation, nextEvent: event(at: nextIndex)) == nil)
    }

    /// Whether nothing but the looping animation changes after t (no fade, cross-fade, pending show
    /// or later request): the window may sleep.
    package func isSettled(at t: Double) -> Bool {
        nextChange(after: t) == nil
    }

    /// When the frame next changes other than by the looping animation: t itself while a fade or
    /// style cross-fade runs, else the next delayed show or request after t, or nil when none.
    package func nextChange(after t: Double) -> Double? {
        let (simulation, nextIndex) = replay(until: t)
        return Self.nextChange(after: t, simulation: simulation, nextEvent: event(at: nextIndex))
    }

    /// `nextChange(after:)` from a replayed state and the first request after t.
    private static func nextChange(after t: Double, simulation: TimelineSimulation, nextEvent: TimelineEvent?)
        -> Double?
    {
        guard !t.isNaN else { return nil }
        if simulation.fade.isRunning(at: t) || simulation.isBlending(at: t) { return t }
        let pending = simulation.pendingShow.flatMap { $0 > t ? $0 : nil }
        let request = nextEvent.map(\.time)
        guard let pending, let request else { return pending ?? request }
        return min(pending, request)
    }

    /// The moment t as `capture --time` and `--hide-at` name it (seconds since a show request at 0):
    /// counted from the latest show at or before t, or from a later switch to an animated style while
    /// shown (its animation starts there; the show delay is kept, so the phase matches), with the
    /// latest hide since as `hideAt`. Nil when no show was requested by t.
    package func captureMoment(at t: Double) -> (time: Double, hideAt: Double?)? {
        guard let (origin, hideAt) = captureOrigin(at: t) else { return nil }
        return (t - origin, hideAt.map { $0 - origin })
    }

    /// The timeline time `captureMoment(at: t)` counts from (its time 0) and the hide it names, in
    /// timeline time; nil when no show was requested by t.
    package func captureOrigin(at t: Double) -> (origin: Double, hideAt: Double?)? {
        let requested = events.filter { !($0.time > t) }
        guard let show = requested.lastIndex(where: { $0.kind == .show }) else { return nil }
        var origin = requested[show].time
        var hideAt: Double?
        for event in requested[(show + 1)...] {
            switch event.kind {
            case .show: break
            case .hide: hideAt = hideAt ?? event.time
            case .style(let style):
                if hideAt == nil && style.isAnimated { origin = event.time - transitions.delay }
            }
        }
        return (origin, hideAt)
    }

    /// The request at an index, nil past the end.
    private func event(at index: Int) -> TimelineEvent? {
        index < events.count ? events[index] : nil
    }

    /// Replays the requests at or before t (and the delayed show if it fires by then); returns the
    /// state and the index of the first request after t.
    private func replay(until t: Double) -> (TimelineSimulation, Int) {
        var simulation = TimelineSimulation(style: initialStyle)
        var index = 0
        while index < events.count, !(events[index].time > t) && !t.isNaN {
            let event = events[index]
            if let fire = simulation.pendingShow, fire < event.time {
                simulation.fireShow(transitions: transitions)
            }
            simulation.apply(event, transitions: transitions)
            index += 1
        }
        if let fire = simulation.pendingShow, fire <= t {
            simulation.fireShow(transitions: transitions)
        }
        return (simulation, index)
    }

    /// Seconds since an animated style's animation started, nil when static or not (yet) running.
    private static func animationTime(of style: SkeletonStyle, startedAt start: Double?, at t: Double)
        -> Double?
    {
        guard style.isAnimated, let start, t >= start else { return nil }
        return t - start
    }

    /// Inserts a request after every request at the same or an earlier time; non-finite times are
    /// dropped (they cannot be placed on the timeline).
    private mutating func record(_ event: TimelineEvent) {
        guard event.time.isFinite else { return }
        let index = events.firstIndex { $0.time > event.time } ?? events.count
        events.insert(event, at: index)
    }
}

/// What a `SkeletonTimeline` says about one moment: everything a frame needs besides the layout.
package struct SkeletonFrameState: Hashable, Sendable {
    /// Opacity of the skeleton layers, 0…1 (the eased show/hide fade).
    package var skeletonOpacity: Double
    /// Opacity of the content the skeleton replaces (text, images, backgrounds): 1 − skeletonOpacity,
    /// the holder's cross-dissolve running with the same eased fade.
    package var contentOpacity: Double
    /// The style being drawn (the new one during a style cross-fade).
    package var style: SkeletonStyle
    /// Seconds since the current style's animation started (at the show, so it runs during the show
    /// fade); nil when it is not running (static style, after a hide). Paint then shows the style's
    /// static look.
    package var animationTime: Double?
    /// Seconds since the show fade ended, whatever the style; nil while not shown or still fading in.
    /// For animations that do not follow the style, like UIView-Shimmer's template shimmer.
    package var shownTime: Double?
    /// The style being replaced while a solid ↔ gradient switch cross-fades; nil otherwise.
    package var previousStyle: SkeletonStyle?
    /// Animation time of `previousStyle` (its animation keeps running while it fades out).
    package var previousAnimationTime: Double?
    /// Weight of `style` in the cross-fade, 0…1 (1 when no switch is fading): draw the previous
    /// style at opacity 1 − styleBlend over the new one, as upstream fades the old layer out above
    /// the new.
    package var styleBlend: Double
    /// Whether any of the skeleton is drawn (skeletonOpacity > 0).
    package var isSkeletonVisible: Bool
    /// SkeletonView's isSkeletonActive: shown (or fading in) and not hidden since.
    package var isActive: Bool
    /// Whether a show has happened at or before this moment (after its delay), hidden since or not.
    package var hasShown: Bool
    /// Whether the last show/hide request was a show (active, or waiting for its delay): what a
    /// show/hide toggle should look at.
    package var isShowRequested: Bool
    /// Whether nothing but the looping animation will change after this moment.
    package var isSettled: Bool
}

/// One request recorded by a `SkeletonTimeline`.
struct TimelineEvent: Hashable, Sendable {
    /// What was requested.
    enum Kind: Hashable, Sendable {
        /// showSkeleton: appear after the delay.
        case show
        /// hideSkeleton: disappear, cancelling a pending show.
        case hide
        /// An update*Skeleton call: switch to this style.
        case style(SkeletonStyle)
    }

    /// When it was requested, in seconds.
    var time: Double
    /// What was requested.
    var kind: Kind
}
