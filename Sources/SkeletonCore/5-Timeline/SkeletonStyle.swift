/// The ways SkeletonView draws a skeleton, each a fill × a motion. This is the one table of
/// styles: a new style is a case with its name (theme value, `--style` word), fill and motion;
/// its paint, loop, contact-sheet moment, Reduce Motion twin, key and help follow from those.
package enum SkeletonStyle: String, Hashable, Sendable, CaseIterable {
    /// showSkeleton(): tint colour.
    case solid
    /// showGradientSkeleton(): static top-to-bottom gradient.
    case gradient
    /// showAnimatedSkeleton(): pulse between tint and its complement.
    case solidAnimated
    /// showAnimatedGradientSkeleton(): sliding gradient.
    case gradientAnimated

    /// What fills a shape.
    package enum Fill: Hashable, Sendable {
        /// The tint colour.
        case solid
        /// The gradient's colours, top to bottom when still.
        case gradient
    }

    /// How the fill moves once the skeleton animation runs.
    package enum Motion: Hashable, Sendable {
        /// Not at all.
        case still
        /// Brightness towards the colours' complement and back (`animation.pulse`).
        case pulse
        /// The gradient's band slides across the shape (`animation.sliding`).
        case slide
    }

    /// The style's fill.
    package var fill: Fill {
        switch self {
        case .solid, .solidAnimated: .solid
        case .gradient, .gradientAnimated: .gradient
        }
    }

    /// The style's motion.
    package var motion: Motion {
        switch self {
        case .solid, .gradient: .still
        case .solidAnimated: .pulse
        case .gradientAnimated: .slide
        }
    }
}

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
