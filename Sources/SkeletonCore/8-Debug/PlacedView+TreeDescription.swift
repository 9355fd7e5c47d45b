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
    /// ([x, y, width, height] in the layout's coordinates), a scroll view's resting
    /// `contentOffset` ([x, y]) when it is not zero and, when it has any, every placed subview
    /// (skeletonable or not, arranged or not; a list's cells, headers and footers), as
    /// `tree --frames` prints it. A scroll view's content is framed where its content offset is
    /// zero, in its content coordinates as Interface Builder stores them and its canvas draws
    /// them (no inset), so the frames do not depend on where the content rests on the device: it
    /// is drawn at its frame less the content offset.
    package var framedTreeNode: DebugJSON { framedTreeNode(restingShift: .zero) }

    /// `framedTreeNode` of a view that the content offsets of the scroll views above it moved by
    /// minus `restingShift` from its frame in their content coordinates.
    private func framedTreeNode(restingShift: Point) -> DebugJSON {
        let framed = frame.offsetBy(dx: restingShift.x, dy: restingShift.y)
        var members: [(key: String, value: DebugJSON)] = [
            ("type", .string(typeName)),
            ("reference", .string(reference)),
            ("isSkeletonable", .bool(node.isSkeletonable)),
            ("frame", .array([framed.minX, framed.minY, framed.width, framed.height].map(DebugJSON.number))),
        ]
        if contentOffset != .zero {
            members.append(("contentOffset", .array([contentOffset.x, contentOffset.y].map(DebugJSON.number))))
        }
        let inner = Point(x: restingShift.x + contentOffset.x, y: restingShift.y + contentOffset.y)
        if !children.isEmpty {
            members.append(("children", .array(children.map { $0.framedTreeNode(restingShift: inner) })))
        }
        return .object(members)
    }
}
