import SkeletonCore

/// A theme as SkeletonView 1.31 code an iOS developer pastes into the app (`export swift`): the
/// appearance, the animations, show and hide in the theme's style and transitions, and optionally
/// one layout's per-view properties, in one `@MainActor` enum named after the theme.
struct SwiftExport {
    /// The theme; its mode must be `.skeletonView`.
    let theme: Theme
    /// The layout whose views the file configures, or nil for the look alone.
    let layout: LayoutSpec?
    /// The theme file's name, for the header comment.
    let fileName: String

    /// What the theme has that SkeletonView cannot express; each is reported as a warning.
    var warnings: [String] {
        var warnings: [String] = []
        if theme.animation.sliding.shimmerSpace == .layout {
            warnings.append(
                "animation.sliding.shimmerSpace \"layout\" has no SkeletonView equivalent: the exported sliding "
                    + "gradient runs in each view's own box")
        }
        if let layout, case let count = SwiftLayoutExport(layout: layout).unreachableCount, count > 0 {
            warnings.append(
                "\(count) views of the layout \"\(layout.name)\" have no id, so the export cannot reach them "
                    + "(SkeletonView's isSkeletonable defaults to false): give them an `id` in the theme and the "
                    + "same accessibilityIdentifier in the app")
        }
        return warnings
    }

    /// The whole Swift file.
    var text: String {
        let animations = SwiftAnimationExport(animation: theme.animation)
        let show = SwiftShowExport(style: theme.style, transitions: theme.transition, animations: animations)
        var members = SwiftAppearanceExport.function(theme.appearance)
        members += [""] + show.functions
        if !animations.pulseFunction.isEmpty { members += [""] + animations.pulseFunction }
        members += [""] + animations.directionFunction + [""] + animations.slidingFunction
        if !animations.repeatingFunction.isEmpty { members += [""] + animations.repeatingFunction }
        if let layout {
            let export = SwiftLayoutExport(layout: layout)
            members += [""] + export.function
            if export.usesLookup { members += [""] + SwiftLayoutExport.lookupFunction() }
        }
        let name = SwiftLiteral.comment(theme.name)
        let lines =
            [
                "// The skeleton theme \"\(name)\" (\(SwiftLiteral.comment(fileName))) as SkeletonView 1.31 code,",
                "// written by `skeleton-preview export swift`. Needs iOS 13 or later.",
                "@preconcurrency import SkeletonView  // SkeletonView 1.31 predates Swift 6 concurrency checking",
                "import UIKit",
                "",
                "/// The look of the skeleton theme \"\(name)\": call applyAppearance() once, then show(on:) and hide(on:).",
                "@MainActor",
                "enum \(SwiftLiteral.typeName(theme.name, fallback: "Theme"))Skeleton {",
            ] + SwiftSourceLines.indent(members) + ["}"]
        return lines.joined(separator: "\n") + "\n"
    }
}

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
