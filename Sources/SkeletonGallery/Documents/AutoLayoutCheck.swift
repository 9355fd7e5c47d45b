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

    /// The warnings of every layout of `theme` laid out by constraints, checked at `place`, and of
    /// every cell, header and footer template laid out by constraints inside its tables and
    /// collections (each its own system, as UIKit solves each cell); its ambiguous views too when
    /// `searchesAmbiguity` (a search that takes seconds on large screens).
    package static func diagnostics(
        of theme: Theme, metrics: any TextMetrics, at place: Place = Place(), searchesAmbiguity: Bool = true
    ) -> [Diagnostic] {
        theme.layouts.flatMap { stated -> [Diagnostic] in
            let layout = place.shown(stated)
            let check = Check(metrics: metrics, searchesAmbiguity: searchesAmbiguity, contentSize: place.contentSize)
            let warnings: [Warning]
            if layout.root.autoLayout?.designSize != nil {
                // The document as Interface Builder checks it: views hidden only at run time in place.
                var environment = ConstraintEnvironment(
                    size: layout.size, safeAreaInsets: layout.safeAreaInsets,
                    isScreen: layout.fillsScreen, screenWidth: layout.screenWidth, hidesViewsHiddenAtRuntime: false)
                environment.takeReadableWidth(for: layout.root.autoLayout, at: place.contentSize)
                warnings = check.warnings(of: layout.root, in: environment)
            } else {
                let width = layout.root.frame?.width ?? layout.size.width
                warnings = check.templateWarnings(
                    under: layout.root, width: width, screenWidth: layout.screenWidth ?? layout.size.width)
            }
            return warnings.map { warning in
                let issue = warning.issue
                var diagnostic = Diagnostic(
                    file: issue.location?.file ?? theme.name, line: issue.location?.line ?? 1,
                    column: issue.location?.column ?? 1, severity: warning.severity,
                    message: issue.message + place.suffix, keyPath: "",
                    fix: warning.fix.text(for: issue.location?.file ?? ""))
                diagnostic.layout = layout.name
                return diagnostic
            }
        }
    }

    /// One issue found, with its fix and severity.
    private struct Warning {
        let issue: LayoutIssue
        let fix: Fix
        let severity: Diagnostic.Severity
    }

    /// Checks constraint systems, and the list templates inside them, of one layout.
    private struct Check {
        let metrics: any TextMetrics
        let searchesAmbiguity: Bool
        /// The text size the screens are shown at, which UIKit's readable width follows.
        let contentSize: ContentSizeCategory

        /// The warnings of `root`'s system in `environment`, then of the templates of its lists at
        /// the widths its solution gives the lists.
        func warnings(of root: ViewNode, in environment: ConstraintEnvironment) -> [Warning] {
            let solution = AutoLayoutSolver.solve(root: root, environment: environment, metrics: metrics)
            let ambiguities =
                searchesAmbiguity
                ? AmbiguityFinder.ambiguities(root: root, environment: environment, metrics: metrics) : []
            var warnings =
                solution.issues.map { Warning(issue: $0, fix: .constraint, severity: .warning) }
                + (ambiguities ?? []).map { Warning(issue: $0, fix: .ambiguity, severity: .warning) }
            if ambiguities == nil {
                let skipped = LayoutIssue(
                    location: root.autoLayout?.location,
                    message: "the screen has more than \(AmbiguityFinder.maxViews) views laid out together, so "
                        + "its ambiguous views are not searched")
                warnings.append(Warning(issue: skipped, fix: .budget, severity: .note))
            }
            let tree = ConstraintTree(
                root: root, rightToLeft: environment.rightToLeft, hidesViewsHiddenAtRuntime: false)
            for entry in tree.entries where entry.node.list != nil {
                let width = solution.frames[entry.id]?.width ?? entry.node.frame?.width ?? environment.size.width
                warnings += listWarnings(of: entry.node, width: width, screenWidth: environment.screenWidth)
            }
            return warnings
        }

        /// The warnings of the templates of every list in `node`'s subtree, a tree no system lays
        /// out (a theme's plain views): each list as wide as its frame, else as `width`.
        func templateWarnings(under node: ViewNode, width: Double, screenWidth: Double) -> [Warning] {
            let own = node.frame?.width ?? width
            if node.list != nil { return listWarnings(of: node, width: own, screenWidth: screenWidth) }
            return node.children.flatMap { templateWarnings(under: $0, width: own, screenWidth: screenWidth) }
        }

        /// The warnings of each template of `list`'s view, `width` points wide, laid out by
        /// constraints, each checked once at the size the list gives it.
        private func listWarnings(of list: ViewNode, width: Double, screenWidth: Double) -> [Warning] {
            guard let spec = list.list else { return [] }
            var checked: [ViewNode] = []
            var warnings: [Warning] = []
            for template in spec.templates where template.autoLayout?.designSize != nil {
                guard !checked.contains(template) else { continue }
                checked.append(template)
                var environment = ConstraintEnvironment(
                    size: Self.size(of: template, in: spec, width: width), screenWidth: screenWidth,
                    hidesViewsHiddenAtRuntime: false)
                environment.takeReadableWidth(for: template.autoLayout, at: contentSize)
                warnings += self.warnings(of: template, in: environment)
            }
            return warnings
        }

        /// The size `list` gives `template`: a collection's cell its stored size, else the item
        /// size; every other template the list's width and its fixed or stored height (its frame's,
        /// else the size its frames were stored at), else the table's row height or estimate, else
        /// 44 points (UIKit's estimate of a header).
        private static func size(of template: ViewNode, in list: ListSpec, width: Double) -> Size {
            let design = template.autoLayout.flatMap { $0.solvesAtDesignSize ? nil : $0.designSize }
            var height = 44.0
            switch list {
            case .collection(let collection) where template == collection.cell:
                return LayoutLimits.size(template.frame?.size ?? design ?? collection.itemSize)
            case .table(let table):
                height = ListCounts.rowHeight(of: table) > 0 ? ListCounts.rowHeight(of: table) : height
            case .collection:
                break
            }
            if case .fixed(let fixed)? = template.height {
                height = fixed
            } else if let stored = template.frame?.size ?? design {
                height = stored.height
            }
            return LayoutLimits.size(Size(width: width, height: height))
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
