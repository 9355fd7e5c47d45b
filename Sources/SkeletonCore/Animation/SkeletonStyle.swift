/// The four ways SkeletonView draws a skeleton.
package enum SkeletonStyle: String, Hashable, Sendable, CaseIterable {
    /// showSkeleton(): tint colour.
    case solid
    /// showGradientSkeleton(): static top-to-bottom gradient.
    case gradient
    /// showAnimatedSkeleton(): pulse between tint and its complement.
    case solidAnimated
    /// showAnimatedGradientSkeleton(): sliding gradient.
    case gradientAnimated
}
