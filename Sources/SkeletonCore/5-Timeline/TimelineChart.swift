/// What a `SkeletonTimeline` holds, laid out for drawing it on a time axis: the requests, the
/// moments the skeleton appeared, the show and hide fades, and the runs of the looping animation.
/// Times are timeline seconds.
package struct TimelineChart: Hashable, Sendable {
    /// What a mark stands for.
    package enum MarkKind: Hashable, Sendable {
        /// showSkeleton was called.
        case showRequest
        /// The skeleton started to appear (after the delay).
        case appearance
        /// hideSkeleton was called.
        case hideRequest
        /// The style changed.
        case styleChange
    }

    /// One moment on the axis.
    package struct Mark: Hashable, Sendable {
        /// When.
        package let time: Double
        /// What happened.
        package let kind: MarkKind

        /// A mark of `kind` at `time`.
        package init(time: Double, kind: MarkKind) {
            self.time = time
            self.kind = kind
        }
    }

    /// A show or hide fade, cut short where a later request reversed it.
    package struct Fade: Hashable, Sendable {
        /// When it starts.
        package let start: Double
        /// When it ends (or was reversed).
        package let end: Double
        /// Opacity at the start and at the end.
        package let from: Double, to: Double
    }

    /// An interval in which an animated style's animation runs.
    package struct AnimationRun: Hashable, Sendable {
        /// The animation's time 0 (its loops start here).
        package let start: Double
        /// When it stops (a hide or another style), nil when it runs on.
        package let end: Double?
        /// The animated style.
        package let style: SkeletonStyle
    }

    /// Requests and appearances in time order.
    package private(set) var marks: [Mark] = []
    /// The fades in time order.
    package private(set) var fades: [Fade] = []
    /// The animation runs in time order.
    package private(set) var animationRuns: [AnimationRun] = []

    /// The chart of `timeline`.
    init(_ timeline: SkeletonTimeline) {
        var simulation = TimelineSimulation(style: timeline.initialStyle)
        var last = Snapshot(simulation)
        for event in timeline.events {
            if let fire = simulation.pendingShow, fire < event.time {
                simulation.fireShow(transitions: timeline.transitions)
                note(simulation, at: fire, since: &last)
            }
            simulation.apply(event, transitions: timeline.transitions)
            switch event.kind {
            case .show: marks.append(Mark(time: event.time, kind: .showRequest))
            case .hide: marks.append(Mark(time: event.time, kind: .hideRequest))
            case .style: marks.append(Mark(time: event.time, kind: .styleChange))
            }
            note(simulation, at: event.time, since: &last)
        }
        if let fire = simulation.pendingShow {
            simulation.fireShow(transitions: timeline.transitions)
            note(simulation, at: fire, since: &last)
        }
    }

    /// What `note` compares between two steps of the replay.
    private struct Snapshot {
        var fade: OpacityFade
        var isActive: Bool
        var animationStart: Double?
        var style: SkeletonStyle

        init(_ simulation: TimelineSimulation) {
            fade = simulation.fade
            isActive = simulation.isActive
            animationStart = simulation.animationStart
            style = simulation.style
        }
    }

    /// Records what changed in the replay at `time`: an appearance, a new fade (ending the one it
    /// reverses), an animation that stopped or (re)started.
    private mutating func note(_ simulation: TimelineSimulation, at time: Double, since last: inout Snapshot) {
        let now = Snapshot(simulation)
        if now.isActive && !last.isActive { marks.append(Mark(time: time, kind: .appearance)) }
        if now.fade != last.fade, now.fade.duration > 0 {
            if let previous = fades.last, previous.end > now.fade.start {
                fades[fades.count - 1] = Fade(
                    start: previous.start, end: now.fade.start, from: previous.from, to: now.fade.from)
            }
            fades.append(Fade(start: now.fade.start, end: now.fade.end, from: now.fade.from, to: now.fade.to))
        }
        if now.animationStart != last.animationStart || now.style != last.style {
            if let open = animationRuns.last, open.end == nil {
                animationRuns[animationRuns.count - 1] = AnimationRun(start: open.start, end: time, style: open.style)
            }
            if let start = now.animationStart, now.style.isAnimated {
                animationRuns.append(AnimationRun(start: start, end: nil, style: now.style))
            }
        }
        last = now
    }
}

extension SkeletonTimeline {
    /// The requests, appearances, fades and animation runs, for drawing the timeline.
    package var chart: TimelineChart { TimelineChart(self) }
}
