import SkeletonCore

/// The moment the contact sheet shows each style at: a still style once the show transition has
/// ended, an animated one where its animation is plainly visible (at the default moment both sit
/// at their start state and look exactly like `solid`). Computed from the theme's own animation.
enum SheetMoment {
    /// Seconds since the show: the settled time for still styles (and UIView-Shimmer's template
    /// look, which ignores the style); the turn of an autoreversing pulse (the fill furthest from
    /// the tint), the middle of a one-way pulse, and the sliding band at the middle of the box.
    static func time(style: SkeletonStyle, theme: Theme) -> Double {
        let settled = LayoutMoment.settledTime(theme: theme)
        if case .shimmerTemplate = theme.mode { return settled }
        guard let loop = style.motion.loop(in: theme.animation) else { return settled }
        // A pulse shows most at its turn; the sliding band (the middle stop) is at the box's middle
        // when the eased progress is ½, in every direction.
        let offset = style.motion == .pulse && loop.autoreverse ? loop.duration : halfway(loop)
        // The animation starts with the show (after the delay); a moment inside the show's fade is
        // moved by whole loops to the same phase after it, so the skeleton is fully shown.
        let start = theme.timelineTransitions.validDelay
        let first = start + offset
        guard first < settled else { return first }
        return first + ((settled - first) / loop.period).rounded(.up) * loop.period
    }

    /// Seconds into a pass at which the eased progress reaches ½ (bisection: easings rise from 0 to 1).
    /// The 41st middle is the middle of the interval 40 halvings leave, the moment the sheets were
    /// recorded at.
    private static func halfway(_ loop: AnimationLoop) -> Double {
        Bisection.solve({ loop.easing.value(at: $0) }, reaching: 0.5, steps: 41) * loop.duration
    }
}
