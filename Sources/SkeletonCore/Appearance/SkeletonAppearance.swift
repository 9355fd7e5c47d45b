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
