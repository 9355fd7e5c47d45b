/// The UIKit view kinds a theme can describe.
package enum ViewKind: String, Hashable, Sendable, CaseIterable {
    /// UIView.
    case view
    /// UILabel (a text node: multi-line skeletons).
    case label
    /// UITextView (a text node, top-aligned, fills its height with lines).
    case textView
    /// UITextField (a plain rectangle skeleton).
    case textField
    /// UIImageView.
    case imageView
    /// UIButton.
    case button
    /// UIStackView: arranges its children.
    case stack
    /// UITableView: rows from a cell template.
    case table
    /// UICollectionView with a flow layout: items from a cell template.
    case collection
}
