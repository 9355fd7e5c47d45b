/// Where a sliding gradient's coordinates live.
package enum ShimmerSpace: String, Hashable, Sendable {
    /// Each line or block shimmers in its own box (upstream).
    case view
    /// One band runs across the whole layout (what peers' users ask for).
    case layout
}

/// Animation parameters of a theme; nil fields use the style's upstream default.
package struct AnimationSettings: Hashable, Sendable {
    /// Sliding direction; nil = leftRight (rightLeft in RTL).
    package var direction: GradientDirection?
    /// One pass in seconds; nil = 1.0 (pulse) or 1.5 (sliding).
    package var duration: Double?
    /// Timing curve; nil = easeInOut (pulse) or easeIn (sliding).
    package var easing: Easing?
    /// Seconds of rest between loops (0 upstream).
    package var pause: Double = 0
    /// Play back and forth; nil = true (pulse) or false (sliding).
    package var autoreverse: Bool?
    /// Coordinates of the sliding band.
    package var shimmerSpace: ShimmerSpace = .view

    /// Every parameter at its upstream default.
    package init() {}
}
