extension PlacedView {
    /// The UIKit class name SkeletonView's tree prints for this view.
    package var typeName: String {
        switch role {
        case .tableCell: return "UITableViewCell"
        case .collectionCell: return "UICollectionViewCell"
        case .tableHeaderFooter: return "UITableViewHeaderFooterView"
        case .collectionSupplementary: return "UICollectionReusableView"
        case .view: break
        }
        switch node.kind {
        case .view: return "UIView"
        case .label: return "UILabel"
        case .textView: return "UITextView"
        case .textField: return "UITextField"
        case .imageView: return "UIImageView"
        case .button: return "UIButton"
        case .stack: return "UIStackView"
        case .table: return "UITableView"
        case .collection: return "UICollectionView"
        case .switchControl: return "UISwitch"
        case .segmentedControl: return "UISegmentedControl"
        case .stepper: return "UIStepper"
        case .slider: return "UISlider"
        case .progressView: return "UIProgressView"
        case .activityIndicatorView: return "UIActivityIndicatorView"
        case .pageControl: return "UIPageControl"
        case .searchBar: return "UISearchBar"
        case .navigationBar: return "UINavigationBar"
        case .toolbar: return "UIToolbar"
        case .tabBar: return "UITabBar"
        case .spacer: return "UIView"
        }
    }

    /// The tree's "reference": the view's id, else an address-like "0x" + 16 hex digits hashed
    /// (FNV-1a) from the view's path, the same on every run.
    package var reference: String {
        if let id = node.id, !id.isEmpty { return id }
        return "0x" + StableHash.hex(path)
    }

    /// SkeletonView's tree node (SkeletonTreeNode+Extensions.swift): type, reference,
    /// isSkeletonable and, only when the skeletonable-children list is non-empty, children (same
    /// child rules as the recursion).
    package var treeNode: DebugJSON {
        var members: [(key: String, value: DebugJSON)] = [
            ("type", .string(typeName)),
            ("reference", .string(reference)),
            ("isSkeletonable", .bool(node.isSkeletonable)),
        ]
        let children = skeletonableChildren
        if !children.isEmpty { members.append(("children", .array(children.map(\.treeNode)))) }
        return .object(members)
    }

    /// The tree node with every view's frame: type, reference, isSkeletonable, frame
    /// ([x, y, width, height] in the layout's coordinates) and, when it has any, every placed
    /// subview (skeletonable or not, arranged or not; a list's cells, headers and footers), as
    /// `tree --frames` prints it.
    package var framedTreeNode: DebugJSON {
        var members: [(key: String, value: DebugJSON)] = [
            ("type", .string(typeName)),
            ("reference", .string(reference)),
            ("isSkeletonable", .bool(node.isSkeletonable)),
            ("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map(DebugJSON.number))),
        ]
        if !children.isEmpty { members.append(("children", .array(children.map(\.framedTreeNode)))) }
        return .object(members)
    }
}
