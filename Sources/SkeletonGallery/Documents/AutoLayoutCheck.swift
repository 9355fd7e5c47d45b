import SkeletonCore
import SkeletonDocument

/// What Auto Layout reports on the screens laid out by constraints (an Interface Builder
/// document's, or a theme's with `constraints`), as `validate` prints it: each screen solved at its
/// own size, its unusable and broken constraints and its ambiguous views as warnings at the places
/// they are written.
package enum AutoLayoutCheck {
    /// The warnings of every layout of `theme` laid out by constraints.
    package static func diagnostics(of theme: Theme, metrics: any TextMetrics) -> [Diagnostic] {
        theme.layouts.flatMap { layout -> [Diagnostic] in
            guard layout.root.autoLayout?.designSize != nil else { return [] }
            // The document as Interface Builder checks it: views hidden only at run time in place.
            let environment = ConstraintEnvironment(
                size: layout.size, safeAreaInsets: layout.safeAreaInsets, isScreen: layout.fillsScreen,
                screenWidth: layout.screenWidth, hidesViewsHiddenAtRuntime: false)
            let solution = AutoLayoutSolver.solve(root: layout.root, environment: environment, metrics: metrics)
            let ambiguities = AmbiguityFinder.ambiguities(
                root: layout.root, environment: environment, metrics: metrics)
            var warnings =
                solution.issues.map { ($0, Fix.constraint, Diagnostic.Severity.warning) }
                + (ambiguities ?? []).map { ($0, Fix.ambiguity, Diagnostic.Severity.warning) }
            if ambiguities == nil {
                let skipped = LayoutIssue(
                    location: layout.root.autoLayout?.location,
                    message: "the screen has more than \(AmbiguityFinder.maxViews) views laid out together, so "
                        + "its ambiguous views are not searched")
                warnings.append((skipped, .budget, .note))
            }
            return warnings.map { issue, fix, severity in
                var diagnostic = Diagnostic(
                    file: issue.location?.file ?? theme.name, line: issue.location?.line ?? 1,
                    column: issue.location?.column ?? 1, severity: severity, message: issue.message, keyPath: "",
                    fix: fix.text(for: issue.location?.file ?? ""))
                diagnostic.layout = layout.name
                return diagnostic
            }
        }
    }

    /// How to fix a kind of issue, in Xcode for an Interface Builder file, in the theme otherwise.
    private enum Fix {
        /// A constraint that is broken or cannot be used.
        case constraint
        /// A view the constraints leave open.
        case ambiguity
        /// A screen too large to search for ambiguity.
        case budget

        /// The words for an issue in `file`.
        func text(for file: String) -> String {
            let isInterfaceBuilder = file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
            switch (self, isInterfaceBuilder) {
            case (.constraint, true):
                return "fix the constraint in Xcode (its id is the Object ID in the Identity inspector)"
            case (.constraint, false):
                return "fix the view's `constraints` in the theme (Docs/themes.md, \"Auto Layout in themes\")"
            case (.ambiguity, true):
                return "add the missing constraints in Xcode (Editor › Resolve Auto Layout Issues)"
            case (.budget, _):
                return "split the screen, or check its ambiguity in Xcode"
            case (.ambiguity, false):
                return "add `constraints` that fix them, or give the view a `frame` it keeps "
                    + "(`translatesAutoresizingMaskIntoConstraints`)"
            }
        }
    }
}
