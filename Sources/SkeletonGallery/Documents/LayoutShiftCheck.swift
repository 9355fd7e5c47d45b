import SkeletonCompose
import SkeletonCore
import SkeletonDocument

/// `validate`'s layout shift warning: a layout whose score (`LayoutShift`, the figure `explain`
/// prints) is over `LayoutShift.warningThreshold` gets a warning at the place its root view is
/// written, naming the views that move most and how to keep them in place.
package enum LayoutShiftCheck {
    /// How many of the views that move most the warning names.
    static let namedViews = 3

    /// The warnings of the layouts of `theme` (SkeletonView's; UIView-Shimmer templates never grow
    /// labels), each laid out at its own size, light, left to right.
    package static func diagnostics(of theme: Theme, metrics: any TextMetrics) -> [Diagnostic] {
        guard case .skeletonView = theme.mode else { return [] }
        return theme.layouts.compactMap { layout -> Diagnostic? in
            let prepared = PreparedLayout(layout: layout, theme: theme, metrics: metrics, options: LayoutOptions())
            let shift = LayoutShift(of: prepared)
            guard shift.score > LayoutShift.warningThreshold else { return nil }
            let worst = shift.views.sorted { $0.score > $1.score }.prefix(namedViews).map { view in
                "\(view.node.id ?? view.node.kind.rawValue) [\(view.path)] \(DecisionWording.box(view.skeleton)) → "
                    + "\(DecisionWording.box(view.content)) (\(DecisionWording.number(view.score)))"
            }
            let rest = shift.views.count - worst.count
            let location = DecisionWording.location(of: layout.root)
            var diagnostic = Diagnostic(
                file: location?.file ?? theme.name, line: location?.line ?? 1, column: location?.column ?? 1,
                severity: .warning,
                message: "layout '\(layout.name)' shifts \(DecisionWording.number(shift.score)) when the content "
                    + "replaces the skeleton (over \(DecisionWording.number(LayoutShift.warningThreshold))); "
                    + "moving most: " + worst.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : ""),
                keyPath: "",
                fix: "give each label the height its lines need (or set skeletonTextNumberOfLines) so it does not "
                    + "grow on show, and keep views hidden while active out of stacks; `explain --layout "
                    + "'\(layout.name)'` lists every move")
            diagnostic.layout = layout.name
            return diagnostic
        }
    }
}
