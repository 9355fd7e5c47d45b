import SkeletonCore

/// The theme's `SkeletonAppearance` as assignments to `SkeletonAppearance.default`, for `export swift`.
enum SwiftAppearanceExport {
    /// `applyAppearance()`: every field written out, so the code states the whole look.
    static func function(_ appearance: SkeletonAppearance) -> [String] {
        var body = ["let appearance = SkeletonAppearance.default"]
        body += SwiftSourceLines.wrap("appearance.tintColor = ", SwiftLiteral.color(appearance.tintColor))
        body[body.count - 1] += "  // \(SwiftLiteral.hexComment(appearance.tintColor))"
        body += SwiftSourceLines.wrap("appearance.gradient = ", gradient(appearance.gradient))
        body += [
            "appearance.multilineHeight = \(SwiftLiteral.number(appearance.multilineHeight))",
            "appearance.textLineHeight = \(SwiftLiteral.lineHeight(appearance.textLineHeight))",
            "appearance.multilineSpacing = \(SwiftLiteral.number(appearance.multilineSpacing))",
            "appearance.multilineLastLineFillPercent = \(appearance.multilineLastLineFillPercent)",
            "appearance.multilineCornerRadius = \(appearance.multilineCornerRadius)",
            "appearance.skeletonCornerRadius = \(SwiftLiteral.number(appearance.skeletonCornerRadius))",
            "appearance.renderSingleLineAsView = \(appearance.renderSingleLineAsView)",
        ]
        return [
            "/// Sets SkeletonAppearance.default to the theme's look; call it once, before the first show.",
            "static func applyAppearance() {",
        ] + SwiftSourceLines.indent(body) + ["}"]
    }

    /// A `SkeletonGradient` initialiser of the theme's gradient.
    static func gradient(_ gradient: SkeletonGradient) -> [String] {
        switch gradient {
        case .base(let base):
            return SwiftSourceLines.call(open: "SkeletonGradient(", [argument("baseColor", base)], close: ")")
        case .baseAndSecondary(let base, let secondary):
            return SwiftSourceLines.call(
                open: "SkeletonGradient(", [argument("baseColor", base), argument("secondaryColor", secondary)],
                close: ")")
        case .colors(let colors):
            return SwiftSourceLines.call(
                open: "SkeletonGradient(colors: [", colors.map { argument(nil, $0) }, close: "])")
        }
    }

    /// A colour argument with its hex values as a comment.
    private static func argument(_ label: String?, _ color: AdaptiveColor) -> SwiftSourceLines.Argument {
        SwiftSourceLines.Argument(
            label: label, value: SwiftLiteral.color(color), comment: SwiftLiteral.hexComment(color))
    }
}
