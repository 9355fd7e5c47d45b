/// UIView-Shimmer's `setTemplateWithSubviews` parameters.
package struct ShimmerTemplateSettings: Hashable, Sendable {
    /// Placeholder colour; nil = #D8D8D8 light / #333333 dark.
    package var color: AdaptiveColor?
    /// Whether the shimmer layer is added (false = static placeholders).
    package var animate: Bool = true
    /// Base colour of the shimmer; nil = the parent's background colour (no parent colour: no shimmer).
    package var viewBackgroundColor: AdaptiveColor?
    /// Shimmer duration in seconds (UIView-Shimmer's `animationSpeed`, 1.25).
    package var animationSpeed: Double = 1.25

    /// Upstream defaults.
    package init() {}
}

/// Which library's look a theme reproduces.
package enum ThemeMode: Hashable, Sendable {
    /// SkeletonView 1.31.0.
    case skeletonView
    /// UIView-Shimmer's template look.
    case shimmerTemplate(ShimmerTemplateSettings)
}
