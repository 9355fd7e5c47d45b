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
    /// UISwitch (51×31).
    case switchControl = "switch"
    /// UISegmentedControl: titled segments, one selected.
    case segmentedControl
    /// UIStepper (94×32): minus and plus.
    case stepper
    /// UISlider: a track with a thumb at the value.
    case slider
    /// UIProgressView: a bar filled to the progress.
    case progressView
    /// UIActivityIndicatorView (medium, 20×20).
    case activityIndicatorView
    /// UIPageControl: one dot per page.
    case pageControl
    /// UISearchBar: a rounded search field.
    case searchBar
    /// UINavigationBar with its top item's title.
    case navigationBar
    /// UIToolbar with titled bar button items.
    case toolbar
    /// UITabBar with titled tab bar items.
    case tabBar
    /// A plain view that only takes space in a stack: never skeletonable, never drawn.
    case spacer

    /// The UIControl-like views that draw themselves (SkeletonView treats them as plain leaves).
    package var isControl: Bool {
        switch self {
        case .switchControl, .segmentedControl, .stepper, .slider, .progressView, .activityIndicatorView,
            .pageControl, .searchBar, .navigationBar, .toolbar, .tabBar:
            true
        case .view, .label, .textView, .textField, .imageView, .button, .stack, .table, .collection, .spacer:
            false
        }
    }
}
