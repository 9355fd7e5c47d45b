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
