import SkeletonCore
import SkeletonTheme

/// What Auto Layout reports on the screens laid out by constraints (an Interface Builder
/// document's, or a theme's with `constraints`), as `validate` prints it: each screen solved at its
/// own size, its unusable and broken constraints as warnings at the places they are written.
enum AutoLayoutCheck {
    /// The warnings of every layout of `theme` laid out by constraints.
    static func diagnostics(of theme: Theme, metrics: any TextMetrics) -> [Diagnostic] {
        theme.layouts.flatMap { layout -> [Diagnostic] in
            guard layout.root.autoLayout?.designSize != nil else { return [] }
            let environment = ConstraintEnvironment(
                size: layout.size, safeAreaInsets: layout.safeAreaInsets, isScreen: layout.fillsScreen)
            let solution = AutoLayoutSolver.solve(root: layout.root, environment: environment, metrics: metrics)
            return solution.issues.map { issue in
                var diagnostic = Diagnostic(
                    file: issue.location?.file ?? theme.name, line: issue.location?.line ?? 1,
                    column: issue.location?.column ?? 1, severity: .warning, message: issue.message, keyPath: "",
                    fix: fix(for: issue))
                diagnostic.layout = layout.name
                return diagnostic
            }
        }
    }

    /// How to fix an issue: in Xcode for an Interface Builder file, in the theme's keys otherwise.
    private static func fix(for issue: LayoutIssue) -> String {
        let file = issue.location?.file ?? ""
        return file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
            ? "fix the constraint in Xcode (its id is the Object ID in the Identity inspector)"
            : "fix the view's `constraints` in the theme (README, \"Auto Layout in themes\")"
    }
}
