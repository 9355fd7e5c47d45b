/// What a placed view stands for beyond its kind: tables and collections create cells and
/// section views from templates, which SkeletonView treats differently from plain views.
package enum PlacedRole: Hashable, Sendable {
    /// A view of the theme's tree.
    case view
    /// A UITableViewCell made from the table's cell template.
    case tableCell
    /// A UICollectionViewCell made from the collection's cell template.
    case collectionCell
    /// A UITableViewHeaderFooterView made from a header or footer template.
    case tableHeaderFooter
    /// A UICollectionReusableView (section header or footer) made from a template.
    case collectionSupplementary

    /// True for cells, headers and footers: their children are their contentView's subviews.
    package var isReusableCell: Bool { self != .view }
}
