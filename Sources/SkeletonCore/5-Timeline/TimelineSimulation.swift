/// The state of a `SkeletonTimeline` after replaying its requests up to a time: the fade, the
/// style and its cross-fade, the animation's start, and the pending delayed show.
struct TimelineSimulation: Sendable {
    /// The skeleton's opacity over time.
    var fade = OpacityFade.constant(0)
    /// Shown and not hidden since (SkeletonView's status on).
    var isActive = false
    /// A show has fired (a later hide does not clear it).
    var hasShown = false
    /// The current style.
    var style: SkeletonStyle
    /// When the current style's animation starts (if the style is animated); nil after a hide.
    var animationStart: Double?
    /// The style being cross-faded out, when its switch started, and its animation's start.
    var previous: (style: SkeletonStyle, switchedAt: Double, animationStart: Double?)?
    /// When a delayed show fires, if one is pending.
    var pendingShow: Double?

    /// Nothing shown yet.
    init(style: SkeletonStyle) {
        self.style = style
    }

    /// Whether the skeleton exists at t (active or still fading out).
    func isPresent(at t: Double) -> Bool {
        isActive || fade.value(at: t) > 0
    }

    /// Seconds a style cross-fade takes (upstream removes the old layer with crossDissolve(0.25)).
    static let styleFadeDuration = TransitionSettings.defaultFadeDuration

    /// The new style's weight at t.
    func styleBlend(at t: Double) -> Double {
        guard let previous else { return 1 }
        return Easing.easeInOut.value(at: (t - previous.switchedAt) / Self.styleFadeDuration)
    }

    /// Whether the style cross-fade is still running at t.
    func isBlending(at t: Double) -> Bool {
        guard let previous else { return false }
        return t < previous.switchedAt + Self.styleFadeDuration
    }

    /// When a new cross-fade switched at `time` must be taken to start: `time`, unless a cross-fade is
    /// still running, which is then reversed without a jump. Ease-in-out is symmetric
    /// (ease(1 − x) = 1 − ease(x)), so starting the new fade (1 − x) of its length earlier gives the
    /// new style exactly the weight the old one had.
    private func crossFadeStart(reversingAt time: Double) -> Double {
        guard let previous, isBlending(at: time) else { return time }
        let elapsed = (time - previous.switchedAt) / Self.styleFadeDuration
        return time - (1 - elapsed) * Self.styleFadeDuration
    }

    /// Applies a request at time t (after every earlier one).
    mutating func apply(_ event: TimelineEvent, transitions: TransitionSettings) {
        switch event.kind {
        case .show:
            pendingShow = event.time + transitions.validDelay
            if transitions.validDelay == 0 { fireShow(transitions: transitions) }
        case .hide:
            pendingShow = nil
            hide(at: event.time, transitions: transitions)
        case .style(let newStyle):
            switchStyle(to: newStyle, at: event.time)
        }
    }

    /// Makes the pending show happen at its time: from the current opacity to 1 (a show while a
    /// hide fades out reverses it without a jump, taking the share of the fade still needed); a show
    /// while already active changes nothing (upstream skips active views). The animation starts at
    /// the show itself, not when the fade ends: upstream queues it from a CATransaction completion
    /// that holds no animation, so it fires one run-loop turn later and runs during the fade.
    mutating func fireShow(transitions: TransitionSettings) {
        guard let time = pendingShow else { return }
        pendingShow = nil
        hasShown = true
        guard !isActive else { return }
        isActive = true
        let current = fade.value(at: time)
        fade = OpacityFade(
            start: time, from: current, to: 1, duration: transitions.show.fadeDuration * (1 - current))
        animationStart = time
    }

    /// Starts fading out from the current opacity and stops the animation at once (upstream sets
    /// the status off and stops the animation before the fade-out). Hiding a hidden skeleton
    /// changes nothing.
    private mutating func hide(at time: Double, transitions: TransitionSettings) {
        guard isActive else { return }
        isActive = false
        let current = fade.value(at: time)
        fade = OpacityFade(
            start: time, from: current, to: 0, duration: transitions.hide.fadeDuration * current)
        animationStart = nil
        if let old = previous { previous = (old.style, old.switchedAt, nil) }
    }

    /// Switches style at time t: a solid ↔ gradient switch of a present skeleton cross-fades from the
    /// old style; within a family it re-tints at once. While active, the animation (re)starts at t
    /// (re-adding upstream's animation restarts it), also during the show fade.
    private mutating func switchStyle(to newStyle: SkeletonStyle, at time: Double) {
        if newStyle.isGradient != style.isGradient, isPresent(at: time) {
            previous = (style, crossFadeStart(reversingAt: time), animationStart)
        } else if !isBlending(at: time) {
            previous = nil
        }
        style = newStyle
        if isActive { animationStart = time }
    }
}

/// An opacity moving from one value to another with ease-in-out, as the skeleton layer's
/// crossDissolve fade does; before `start` it is `from`, after `end` it is `to`.
struct OpacityFade: Hashable, Sendable {
    /// When the fade begins.
    var start: Double
    /// Opacity at the start.
    var from: Double
    /// Opacity at the end.
    var to: Double
    /// Seconds the fade takes (0 = a jump at `start`).
    var duration: Double

    /// A constant opacity.
    static func constant(_ value: Double) -> OpacityFade {
        OpacityFade(start: -.infinity, from: value, to: value, duration: 0)
    }

    /// When the fade reaches `to`.
    var end: Double { start + duration }

    /// The opacity at time t.
    func value(at t: Double) -> Double {
        if t >= end { return to }
        if t <= start { return from }
        return from + (to - from) * Easing.easeInOut.value(at: (t - start) / duration)
    }

    /// Whether the opacity is changing at t (the end itself is settled).
    func isRunning(at t: Double) -> Bool {
        duration > 0 && t >= start && t < end
    }
}
