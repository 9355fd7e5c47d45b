/// SkeletonTransitionStyle.
package enum Transition: Hashable, Sendable {
    /// Instant.
    case none
    /// Fade over the given seconds (0 = instant).
    case crossDissolve(Double)
}

/// Show and hide transitions of a theme, and the delayed show.
package struct TransitionSettings: Hashable, Sendable {
    /// Transition when the skeleton appears (default crossDissolve(0.25)).
    package var show: Transition = .crossDissolve(0.25)
    /// Transition when the skeleton disappears (default crossDissolve(0.25)).
    package var hide: Transition = .crossDissolve(0.25)
    /// Seconds between the show request and the skeleton appearing (a hide before it cancels it).
    package var delay: Double = 0
    /// Seconds the skeleton stays at least once it has appeared, so a fast load does not flash it
    /// (an app's loading policy, SkeletonView has none): the loading simulation holds the hide back
    /// until then. 0 = hide as soon as the content arrives.
    package var minimumVisible: Double = 0

    /// Upstream defaults.
    package init() {}
}
