import SkeletonCore

/// One layout's per-view SkeletonView properties as a function that sets them on the app's views,
/// for `export swift`. The root is the view passed in; every other view is reached by its `id`,
/// which the app gives its view as `accessibilityIdentifier`.
struct SwiftLayoutExport {
    /// The layout.
    let layout: LayoutSpec

    /// The function's name: `apply` and the layout's name in UpperCamelCase.
    var functionName: String {
        "apply" + SwiftLiteral.typeName(layout.name, fallback: "Layout")
    }

    /// Every view below the root (children, and the cell, header and footer templates of lists).
    private var descendants: [ViewNode] {
        Self.descendants(of: layout.root)
    }

    /// The views below the root that have no id, which the export cannot reach.
    var unreachableCount: Int {
        descendants.filter { $0.id == nil }.count
    }

    /// Whether the function looks views up by id (then the file needs `views(identifiedAs:in:)`).
    var usesLookup: Bool {
        descendants.contains { $0.id != nil }
    }

    /// `apply…(to:)`.
    var function: [String] {
        var body: [String] = []
        if unreachableCount > 0 {
            body.append(
                "// Not set here: \(unreachableCount) views below the root have no id in the theme (give them one).")
        }
        body += Self.rootLines(layout.root)
        for node in descendants {
            guard let id = node.id else { continue }
            body += Self.lookupLines(node, id: id)
        }
        return [
            "/// Gives the views of the layout \(SwiftLiteral.string(SwiftLiteral.comment(layout.name))) their skeleton "
                + "properties. `root` is the view",
            "/// the app calls showSkeleton on; the others are found by accessibilityIdentifier (the theme's `id`):",
            "/// every match, so table and collection cells too once they exist.",
            "static func \(functionName)(to root: UIView) {",
        ] + SwiftSourceLines.indent(body) + ["}"]
    }

    /// `views(identifiedAs:in:)`: the depth-first search by accessibilityIdentifier, `private`
    /// unless code outside the enum calls it (`access` is then `""`).
    static func lookupFunction(access: String = "private ") -> [String] {
        [
            "/// Every view in `root`'s tree (itself included) whose accessibilityIdentifier is `identifier`.",
            "\(access)static func views(identifiedAs identifier: String, in root: UIView) -> [UIView] {",
            "    (root.accessibilityIdentifier == identifier ? [root] : [])",
            "        + root.subviews.flatMap { views(identifiedAs: identifier, in: $0) }",
            "}",
        ]
    }

    /// The nodes below `node`, depth first: children, and the cell, header and footer templates of lists.
    static func descendants(of node: ViewNode) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var templates: [ViewNode] = []
        switch node.list {
        case .table(let table):
            templates =
                [table.tableHeaderView, table.header, table.cell].compactMap { $0 } + table.sectionCells
                + table.staticSections.flatMap { $0 } + [table.footer, table.tableFooterView].compactMap { $0 }
        case .collection(let collection):
            templates = [collection.header, collection.cell, collection.footer].compactMap { $0 }
        case nil: break
        }
        for child in node.children + templates {
            nodes.append(child)
            nodes += descendants(of: child)
        }
        return nodes
    }

    /// The UIKit class whose text-skeleton properties a node has, or nil.
    private static func textClass(_ node: ViewNode) -> String? {
        switch node.kind {
        case .label: "UILabel"
        case .textView: "UITextView"
        default: nil
        }
    }

    /// The root's properties, set on `root` directly.
    private static func rootLines(_ node: ViewNode) -> [String] {
        var lines = viewProperties(node).map { "root." + $0 } + sizeConstraintLines(node, view: "root")
        if let textClass = textClass(node) {
            let text = textProperties(node)
            if !text.isEmpty {
                lines += ["if let text = root as? \(textClass) {"] + text.map { "    text." + $0 } + ["}"]
            }
        }
        return lines
    }

    /// A loop over the views with `id`, setting the node's properties on each.
    private static func lookupLines(_ node: ViewNode, id: String) -> [String] {
        let found = "views(identifiedAs: \(SwiftLiteral.string(id)), in: root)"
        let text = textProperties(node)
        let constraints = SwiftSourceLines.indent(sizeConstraintLines(node, view: "view"))
        guard let textClass = textClass(node), !text.isEmpty else {
            return ["for view in \(found) {"] + viewProperties(node).map { "    view." + $0 } + constraints + ["}"]
        }
        return ["for view in \(found).compactMap({ $0 as? \(textClass) }) {"]
            + (viewProperties(node) + text).map { "    view." + $0 } + constraints + ["}"]
    }

    /// The node's own constant width and height constraints, of any relation, activated on `view`:
    /// SkeletonView sizes the skeleton by them (`definedMaxWidth` / `definedMaxHeight`,
    /// UIView+Extensions.swift), so the app needs them to draw the skeleton the preview draws.
    private static func sizeConstraintLines(_ node: ViewNode, view: String) -> [String] {
        let own = (node.autoLayout?.constraints ?? []).filter { constraint in
            [.width, .height].contains(constraint.firstAttribute) && constraint.secondItem == nil
                && node.id.map { constraint.firstItem == .view($0) } ?? false
        }
        guard !own.isEmpty else { return [] }
        var lines = ["// Size constraints the skeleton's size reads; leave them out if the app's layout has them."]
        for constraint in own {
            let anchor = constraint.firstAttribute == .width ? "widthAnchor" : "heightAnchor"
            let relation =
                switch constraint.relation {
                case .equal: "equalToConstant"
                case .lessThanOrEqual: "lessThanOrEqualToConstant"
                case .greaterThanOrEqual: "greaterThanOrEqualToConstant"
                }
            let made = "\(view).\(anchor).constraint(\(relation): \(SwiftLiteral.number(constraint.constant)))"
            guard !constraint.priority.isRequired else {
                lines.append(made + ".isActive = true")
                continue
            }
            lines += [
                "do {", "    let constraint = " + made,
                "    constraint.priority = UILayoutPriority(\(SwiftLiteral.number(constraint.priority.value)))",
                "    constraint.isActive = true", "}",
            ]
        }
        return lines
    }

    /// UIView's skeleton properties of a node, and its alpha, which fades its skeleton. `isSkeletonable`
    /// is always written: theme files default it to true, SkeletonView to false.
    private static func viewProperties(_ node: ViewNode) -> [String] {
        var lines = ["isSkeletonable = \(node.isSkeletonable)"]
        if node.alpha < 1 { lines.append("alpha = \(SwiftLiteral.number(node.alpha))") }
        if node.isHiddenWhenSkeletonIsActive { lines.append("isHiddenWhenSkeletonIsActive = true") }
        if let radius = node.skeletonCornerRadius {
            lines.append("skeletonCornerRadius = \(SwiftLiteral.number(radius))")
        }
        return lines
    }

    /// UILabel's and UITextView's skeleton properties the node sets (absent ones keep the appearance's).
    private static func textProperties(_ node: ViewNode) -> [String] {
        var lines: [String] = []
        if let percent = node.lastLineFillPercent { lines.append("lastLineFillPercent = \(percent)") }
        if let radius = node.linesCornerRadius { lines.append("linesCornerRadius = \(radius)") }
        if let spacing = node.skeletonLineSpacing {
            lines.append("skeletonLineSpacing = \(SwiftLiteral.number(spacing))")
        }
        if node.skeletonPaddingInsets != .zero {
            lines.append("skeletonPaddingInsets = \(SwiftLiteral.insets(node.skeletonPaddingInsets))")
        }
        if let height = node.skeletonTextLineHeight {
            lines.append("skeletonTextLineHeight = \(SwiftLiteral.lineHeight(height))")
        }
        if case .custom(let count) = node.skeletonTextNumberOfLines {
            lines.append("skeletonTextNumberOfLines = .custom(\(count))")
        }
        return lines
    }
}
