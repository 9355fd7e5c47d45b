import SkeletonCore
import SkeletonDocument

/// What Auto Layout reports on the screens laid out by constraints (an Interface Builder
/// document's, or a theme's with `constraints`), as `validate` prints it: each screen solved at its
/// own size, or on a device and at a text size where asked (a conflict can exist only there), its
/// unusable and broken constraints and its ambiguous views as warnings at the places they are written.
package enum AutoLayoutCheck {
    /// Where the screens are checked: `device` (nil: each at its own size) at `contentSize`.
    package struct Place: Hashable, Sendable {
        /// The device the screens are laid out on, or nil for their own sizes.
        package var device: Device?
        /// The Dynamic Type size their fonts are scaled to.
        package var contentSize: ContentSizeCategory = .large

        /// Creates a place.
        package init(device: Device? = nil, contentSize: ContentSizeCategory = .large) {
            self.device = device
            self.contentSize = contentSize
        }

        /// The words a message ends with: " (on iPhone SE, at accessibilityMedium)"; empty at a screen's own
        /// size and text size, where every warning has always been.
        package var suffix: String {
            let parts =
                (device.map { ["on \($0.displayName)"] } ?? [])
                + (contentSize == .large ? [] : ["at \(contentSize.rawValue)"])
            return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
        }

        /// `layout` as it is shown here.
        func shown(_ layout: LayoutSpec) -> LayoutSpec {
            (device.map { layout.laidOut(on: $0) } ?? layout).scaled(to: contentSize)
        }
    }

    /// The warnings of every layout of `theme` laid out by constraints, checked at `place`; its
    /// ambiguous views too when `searchesAmbiguity` (a search that takes seconds on large screens).
    package static func diagnostics(
        of theme: Theme, metrics: any TextMetrics, at place: Place = Place(), searchesAmbiguity: Bool = true
    ) -> [Diagnostic] {
        theme.layouts.flatMap { stated -> [Diagnostic] in
            guard stated.root.autoLayout?.designSize != nil else { return [] }
            let layout = place.shown(stated)
            // The document as Interface Builder checks it: views hidden only at run time in place.
            let environment = ConstraintEnvironment(
                size: layout.size, safeAreaInsets: layout.safeAreaInsets,
                isScreen: layout.fillsScreen, screenWidth: layout.screenWidth, hidesViewsHiddenAtRuntime: false)
            let solution = AutoLayoutSolver.solve(root: layout.root, environment: environment, metrics: metrics)
            let ambiguities =
                searchesAmbiguity
                ? AmbiguityFinder.ambiguities(root: layout.root, environment: environment, metrics: metrics) : []
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
                    column: issue.location?.column ?? 1, severity: severity, message: issue.message + place.suffix,
                    keyPath: "",
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
