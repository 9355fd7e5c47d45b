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
    /// A table's header view (`key="tableHeaderView"`), at most one: a plain subview of the table
    /// above its rows, which SkeletonView's descent reaches like any other.
    var tableHeaderView: [MappedView] = []
    /// A table's footer view (`key="tableFooterView"`), at most one: a plain subview after its rows.
    var tableFooterView: [MappedView] = []
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
        if case .table(var table)? = view.list {
            table.tableHeaderView = tableHeaderView.first?.build()
            table.tableFooterView = tableFooterView.first?.build()
            view.list = .table(table)
        }
        return view
    }

    /// The views below this one that SkeletonView's descent can visit: subviews, a table's header
    /// view, the cell templates, a table's footer view.
    var descendants: [MappedView] {
        children + tableHeaderView + cells + tableFooterView
    }

    /// Runs `body` on each of `descendants`, in place.
    mutating func updateDescendants(_ body: (inout MappedView) -> Void) {
        for index in children.indices { body(&children[index]) }
        for index in tableHeaderView.indices { body(&tableHeaderView[index]) }
        for index in cells.indices { body(&cells[index]) }
        for index in tableFooterView.indices { body(&tableFooterView[index]) }
    }

    /// Whether this view or one below it is flagged skeletonable; a cell's own flag, which the mapper
    /// sets so it never stops the descent, is no flag of the app's.
    var containsFlaggedView: Bool {
        (node.isSkeletonable && !isCell) || descendants.contains { $0.containsFlaggedView }
    }
}
