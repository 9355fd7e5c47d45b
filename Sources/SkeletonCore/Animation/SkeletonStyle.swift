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
