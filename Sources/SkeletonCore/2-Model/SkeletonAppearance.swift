/// SkeletonView's `SkeletonAppearance`: the theme-wide defaults views fall back to.
package struct SkeletonAppearance: Hashable, Sendable {
    /// Colour of solid skeletons (default `skeletonDefault`: #ECF0F1 light, #1C2325 dark).
    package var tintColor: AdaptiveColor
    /// Gradient of gradient skeletons (default from `skeletonDefault`).
    package var gradient: SkeletonGradient
    /// Default line height (15).
    package var multilineHeight: Double = 15
    /// Default line height rule (`.fixed(multilineHeight)`).
    package var textLineHeight: TextLineHeight = .fixed(15)
    /// Default spacing between lines (10).
    package var multilineSpacing: Double = 10
    /// Default last line width in percent (70).
    package var multilineLastLineFillPercent: Int = 70
    /// Default line corner radius (0).
    package var multilineCornerRadius: Int = 0
    /// Default whole-view skeleton corner radius (0).
    package var skeletonCornerRadius: Double = 0
    /// Draw a single-line label as one full-bounds rectangle (false).
    package var renderSingleLineAsView: Bool = false

    /// Creates an appearance with a tint and gradient; every other field at its upstream default.
    package init(tintColor: AdaptiveColor, gradient: SkeletonGradient) {
        self.tintColor = tintColor
        self.gradient = gradient
    }
}

extension SkeletonAppearance {
    /// UIColor.skeletonDefault: clouds #ECF0F1 in light mode, darkClouds #1C2325 in dark mode.
    package static let skeletonDefault = AdaptiveColor(light: RGBA8(rgb: 0xECF0F1), dark: RGBA8(rgb: 0x1C2325))

    /// `SkeletonAppearance.default`.
    package static let `default` = SkeletonAppearance(tintColor: skeletonDefault, gradient: .base(skeletonDefault))
}

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

extension SkeletonGradient {
    /// The gradient's colours for a scheme. The complement is computed from the base colour resolved
    /// for that scheme (upstream bug #487 resolves it against the current trait instead), so the
    /// default gives [#ECF0F1, #DEE2E3, #ECF0F1] light and [#1C2325, #262F32, #1C2325] dark.
    package func colors(for scheme: ColorScheme) -> [RGBA8] {
        switch self {
        case .base(let base):
            let resolved = base.resolved(scheme)
            return [resolved, resolved.complementary, resolved]
        case .baseAndSecondary(let base, let secondary):
            let resolved = base.resolved(scheme)
            return [resolved, secondary.resolved(scheme), resolved]
        case .colors(let list):
            return list.map { $0.resolved(scheme) }
        }
    }
}

/// The skeleton colours of one view for one colour scheme: what a paint is made from.
package struct ResolvedSkeletonColors: Hashable, Sendable {
    /// The solid fill (and the pulse's start colour).
    package var tint: RGBA8
    /// The gradient's colours, evenly spaced; never empty.
    package var gradient: [RGBA8]

    /// Colours as given; an empty gradient falls back to the tint so a paint always has a stop.
    package init(tint: RGBA8, gradient: [RGBA8]) {
        self.tint = tint
        self.gradient = gradient.isEmpty ? [tint] : gradient
    }

    /// Resolves a tint and a gradient for a scheme.
    package init(tint: AdaptiveColor, gradient: SkeletonGradient, scheme: ColorScheme) {
        self.init(tint: tint.resolved(scheme), gradient: gradient.colors(for: scheme))
    }

    /// Resolves an appearance's tint and gradient for a scheme.
    package init(appearance: SkeletonAppearance, scheme: ColorScheme) {
        self.init(tint: appearance.tintColor, gradient: appearance.gradient, scheme: scheme)
    }
}
