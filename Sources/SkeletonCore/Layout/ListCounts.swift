/// SkeletonView's automatic row and item counts (UITableView+CollectionSkeleton.swift and
/// UICollectionView+CollectionSkeleton.swift), clamped so hostile values cannot explode.
package enum ListCounts {
    /// The row height every skeleton row shares: estimatedRowHeight when the row height is
    /// automatic, else the row height (UITableView+CollectionSkeleton.swift); missing or bad values
    /// give 0.
    package static func rowHeight(of spec: TableSpec) -> Double {
        switch spec.rowHeight {
        case .fixed(let height): LayoutLimits.length(height)
        case .automatic: LayoutLimits.length(spec.estimatedRowHeight ?? 0)
        }
    }

    /// Rows per section: the explicit count, else Int(ceil(table height / row height)). A zero row
    /// height (upstream: a division by zero) gives no rows.
    package static func rows(of spec: TableSpec, tableHeight: Double) -> Int {
        if let explicit = spec.numberOfRows { return LayoutLimits.count(explicit) }
        return ceilCount(extent: tableHeight, step: rowHeight(of: spec))
    }

    /// Items per section: the explicit count, else ceil(extent / item extent) along the scroll
    /// direction (height / item height for vertical flow, width / item width for horizontal).
    package static func items(of spec: CollectionSpec, collectionSize: Size) -> Int {
        if let explicit = spec.numberOfItems { return LayoutLimits.count(explicit) }
        switch spec.scrollDirection {
        case .vertical: return ceilCount(extent: collectionSize.height, step: spec.itemSize.height)
        case .horizontal: return ceilCount(extent: collectionSize.width, step: spec.itemSize.width)
        }
    }

    /// Int(ceil(extent / step)) with both made safe; 0 when the step is 0, capped at `maxCells`.
    static func ceilCount(extent: Double, step: Double) -> Int {
        let safeStep = LayoutLimits.length(step)
        guard safeStep > 0 else { return 0 }
        let raw = (LayoutLimits.length(extent) / safeStep).rounded(.up)
        return raw >= Double(LayoutLimits.maxCells) ? LayoutLimits.maxCells : Int(raw)
    }
}
