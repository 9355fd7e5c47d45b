import SkeletonCore

/// What a table's or collection's skeleton data source answered when the snapshot was taken: its
/// sections, each row's reuse identifier, one dequeued cell per identifier, and the geometry the
/// skeleton rows or items take.
struct SnapshotList {
    /// One section's rows.
    struct Section {
        /// The reuse identifier of each row (or item), in order.
        var identifiers: [String]
        /// Whether the data source left the count to SkeletonView (`automaticNumberOfSkeletonRows`).
        var isAutomatic: Bool
    }

    /// The table's geometry, or the collection's flow layout.
    enum Geometry {
        /// A table: every skeleton row is `rowHeight` tall (SkeletonView sets the estimated height
        /// when the row height is automatic).
        case table(rowHeight: Double)
        /// A collection with a flow layout (nil `itemSize`: another layout, whose automatic count is 0).
        case collection(
            itemSize: Size?, direction: ScrollDirection, lineSpacing: Double, interitemSpacing: Double,
            sectionInset: EdgeInsets)
    }

    /// The geometry.
    var geometry: Geometry
    /// The sections in order.
    var sections: [Section]
    /// One dequeued cell per identifier (frames in the cell's coordinates).
    var cells: [String: SnapshotView]
    /// A table's `tableHeaderView`, frames in the root's coordinates: at most one (an array, as a
    /// struct cannot hold an optional of the view that holds it).
    var headerView: [SnapshotView]
    /// A table's `tableFooterView`, at most one.
    var footerView: [SnapshotView]

    /// The views SkeletonView's descent visits: the header view, each identifier's cell in the order
    /// the rows first use it, the footer view.
    var views: [SnapshotView] {
        var seen: Set<String> = []
        let used = sections.flatMap(\.identifiers).filter { seen.insert($0).inserted }.compactMap { cells[$0] }
        return headerView + used + footerView
    }

    /// The list as the core lays it out, for a list view whose frame starts at `origin`: one cell
    /// template repeated when every row uses one identifier, else each section's rows in order.
    func spec(in origin: Point) -> ListSpec? {
        let identifiers = sections.flatMap(\.identifiers)
        guard let first = identifiers.first.flatMap({ cells[$0] }) else { return nil }
        let template = cell(first)
        let single = Set(identifiers).count == 1
        let automatic = sections.allSatisfy(\.isAutomatic)
        let counts = Set(sections.map(\.identifiers.count))
        switch geometry {
        case .table(let rowHeight):
            var table = TableSpec(cell: template)
            table.rowHeight = .fixed(rowHeight)
            table.numberOfSections = sections.count
            if single && (automatic || counts.count == 1) {
                table.numberOfRows = automatic ? nil : counts.first
            } else {
                table.staticSections = sections.map { section in
                    section.identifiers.compactMap { cells[$0].map(cell) }
                }
            }
            table.tableHeaderView = headerView.first?.build(in: origin)
            table.tableFooterView = footerView.first?.build(in: origin)
            return .table(table)
        case .collection(let itemSize, let direction, let lineSpacing, let interitemSpacing, let sectionInset):
            var collection = CollectionSpec(cell: template)
            collection.itemSize = itemSize ?? first.frame.size
            collection.scrollDirection = direction
            collection.lineSpacing = lineSpacing
            collection.interitemSpacing = interitemSpacing
            collection.sectionInset = sectionInset
            collection.numberOfSections = sections.count
            collection.numberOfItems = automatic ? nil : counts.max()
            return .collection(collection)
        }
    }

    /// A cell template: the cell's node with its content view's subviews, placed by the list.
    private func cell(_ view: SnapshotView) -> ViewNode {
        var node = view.build(in: view.frame.origin)
        node.frame = nil
        // As for an Interface Builder cell: neither the cell's nor its content view's own flag is a
        // level of SkeletonView's descent, so neither can stop it.
        node.isSkeletonable = true
        return node
    }
}
