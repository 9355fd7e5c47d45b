import SkeletonCore

/// A view mapped from an IB element, with where it came from, before the options (`--root`,
/// `--bridge`) and the reachability check settle its skeleton flags.
struct MappedView {
    /// The view without its children (they are in `children`).
    var node: ViewNode
    /// The mapped subviews, back to front.
    var children: [MappedView] = []
    /// The cell template of a table or collection, at most one (its children are the content
    /// view's subviews; an array because a struct cannot hold an optional of itself); a static
    /// table's cells, section after section.
    var cells: [MappedView] = []
    /// A static table's cells per section (empty: `cells` holds the one template).
    var staticSectionCounts: [Int] = []
    /// The element it came from.
    let source: IBNode
    /// The file the element is in (a registered cell's xib differs from its screen's file).
    let file: String
    /// How diagnostics name it: "stack view `infoStack` (id 3kd-9x-1ab)".
    let title: String
    /// A table or collection cell template: no level of SkeletonView's descent, so its own flag
    /// neither stops the descent nor is reported.
    var isCell = false

    /// The finished `ViewNode` tree.
    func build() -> ViewNode {
        var view = node
        view.children = children.map { $0.build() }
        if !staticSectionCounts.isEmpty, case .table(var table)? = view.list {
            var built = cells.map { $0.build() }[...]
            table.staticSections = staticSectionCounts.map { count in
                defer { built = built.dropFirst(count) }
                return Array(built.prefix(count))
            }
            view.list = .table(table)
        } else if let cell = cells.first {
            switch view.list {
            case .table(var table)?:
                table.cell = cell.build()
                view.list = .table(table)
            case .collection(var collection)?:
                collection.cell = cell.build()
                view.list = .collection(collection)
            case nil:
                break
            }
        }
        return view
    }

    /// The views below this one that SkeletonView's descent can visit: subviews and the cell template.
    var descendants: [MappedView] {
        children + cells
    }

    /// Whether this view or one below it is flagged skeletonable; a cell's own flag, which the mapper
    /// sets so it never stops the descent, is no flag of the app's.
    var containsFlaggedView: Bool {
        (node.isSkeletonable && !isCell) || descendants.contains { $0.containsFlaggedView }
    }
}
