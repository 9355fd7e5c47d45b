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

/// A theme's two animations, configured apart as SkeletonView configures them: the pulse of
/// solidAnimated (upstream has no API for it: 1 s ease-in-out, autoreversed) and the sliding
/// gradient of gradientAnimated (direction, duration and autoreverse are upstream parameters).
package struct ThemeAnimation: Hashable, Sendable {
    /// The pulse; its `direction` and `shimmerSpace` are never read.
    package var pulse = AnimationSettings()
    /// The sliding gradient.
    package var sliding = AnimationSettings()

    /// Both animations at their upstream defaults.
    package init() {}
}

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

extension Transition {
    /// The fade's length in seconds: .none and crossDissolve(0) are instant (0); a negative or
    /// non-finite crossDissolve falls back to upstream's 0.25; longer than a day is clamped.
    package var fadeDuration: Double {
        switch self {
        case .none: 0
        case .crossDissolve(let seconds) where seconds == 0: 0
        case .crossDissolve(let seconds):
            AnimationLoop.validDuration(seconds, default: TransitionSettings.defaultFadeDuration)
        }
    }
}

extension TransitionSettings {
    /// Upstream's crossDissolve default, also the fade of a layer replaced by a style change.
    package static let defaultFadeDuration = 0.25

    /// The show delay in seconds: negative or non-finite is 0, longer than a day is clamped.
    package var validDelay: Double {
        delay.isFinite ? min(AnimationLoop.maximumDuration, max(0, delay)) : 0
    }

    /// The minimum visible time in seconds: negative or non-finite is 0, longer than a day is clamped.
    package var validMinimumVisible: Double {
        minimumVisible.isFinite ? min(AnimationLoop.maximumDuration, max(0, minimumVisible)) : 0
    }
}
