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

    /// The static twin an app honouring `UIAccessibility.isReduceMotionEnabled` shows instead:
    /// no pulse, no sliding, the same colours.
    package var withoutMotion: SkeletonStyle {
        switch self {
        case .solid, .solidAnimated: .solid
        case .gradient, .gradientAnimated: .gradient
        }
    }
}
