/// SkeletonView's SkeletonGradient: how the gradient's colours are made. Complements are computed
/// from the colour resolved for the scheme (fixing upstream bug #487).
package enum SkeletonGradient: Hashable, Sendable {
    /// [base, complementary(base), base].
    case base(AdaptiveColor)
    /// [base, secondary, base].
    case baseAndSecondary(AdaptiveColor, AdaptiveColor)
    /// The colours as given, evenly spaced (two or more).
    case colors([AdaptiveColor])
}
