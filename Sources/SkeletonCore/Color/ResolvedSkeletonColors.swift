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
