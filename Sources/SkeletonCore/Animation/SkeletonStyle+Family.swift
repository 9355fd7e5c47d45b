extension SkeletonStyle {
    /// Whether the style runs an animation (pulse or sliding).
    package var isAnimated: Bool {
        self == .solidAnimated || self == .gradientAnimated
    }

    /// Whether the style draws with a gradient layer: switching between a solid and a gradient
    /// style replaces the layer (a cross-fade), within a family it only re-tints.
    package var isGradient: Bool {
        self == .gradient || self == .gradientAnimated
    }
}
