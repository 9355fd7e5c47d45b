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
            if export.usesLookup { members += [""] + SwiftLayoutExport.lookupFunction }
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
