import SkeletonCore

extension ViewNode {
    /// This view and every view under it, list cell templates, headers and footers included: what
    /// the include budget counts.
    var viewCount: Int {
        var count = 1
        for child in children { count += child.viewCount }
        switch list {
        case .table(let table)?:
            count +=
                table.cell.viewCount + (table.header?.viewCount ?? 0) + (table.footer?.viewCount ?? 0)
                + table.sectionCells.reduce(0) { $0 + $1.viewCount }
        case .collection(let collection)?:
            count += collection.cell.viewCount
        case nil:
            break
        }
        return count
    }
}
