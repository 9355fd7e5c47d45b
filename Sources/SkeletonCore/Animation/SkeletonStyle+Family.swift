extension SkeletonStyle {
    /// Whether the style runs an animation (pulse or sliding).
    package var isAnimated: Bool {
        motion != .still
    }

    /// Whether the style draws with a gradient layer: switching between a solid and a gradient
    /// style replaces the layer (a cross-fade), within a family it only re-tints.
    package var isGradient: Bool {
        fill == .gradient
    }

    /// The static twin an app honouring `UIAccessibility.isReduceMotionEnabled` shows instead:
    /// no pulse, no sliding, the same colours (the still style of the same fill).
    package var withoutMotion: SkeletonStyle {
        Self.allCases.first { $0.fill == fill && $0.motion == .still } ?? self
    }

    /// The style names joined for help: "a, b, c or d".
    package static var names: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}

extension SkeletonStyle.Motion {
    /// One loop of the motion in `animation`'s settings; nil when it does not move.
    package func loop(in animation: ThemeAnimation) -> AnimationLoop? {
        switch self {
        case .still: nil
        case .pulse: PulseAnimation(settings: animation.pulse).loop
        case .slide: SlidingAnimation(settings: animation.sliding).loop
        }
    }
}
