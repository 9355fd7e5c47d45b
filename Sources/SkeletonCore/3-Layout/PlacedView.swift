/// One view after layout: the theme's node with its frame in layout coordinates, its resolved
/// layout direction and its placed children (tables and collections already expanded into cells).
package struct PlacedView: Hashable, Sendable {
    /// The theme's description of the view (its `children` are the unplaced templates).
    package var node: ViewNode
    /// Frame in layout coordinates (the canvas's top-left is the origin).
    package var frame: Rect
    /// Effective layout direction (inherited unless the node sets one).
    package var isRightToLeft: Bool
    /// Plain view, cell, header or footer.
    package var role: PlacedRole
    /// True when a stack arranges this view (it is one of the stack's `arrangedSubviews`).
    package var isArranged: Bool
    /// Stable position in the placed tree ("0", "0.2", "0.2.5"), used for references.
    package var path: String
    /// Placed subviews in drawing order (cells, headers and footers for tables and collections).
    package var children: [PlacedView]
    /// The height constraint SkeletonView adds to a label on show (UILabel+Extensions.swift), nil
    /// when it does not grow. A label laid out by rules takes it as its height; one placed by
    /// `frame` keeps its frame, and only its skeleton bounds take it (`skeletonSize`).
    package var skeletonHeightConstraint: Double?
    /// The radii its background is rounded with when they differ by corner (an inset-grouped
    /// table's card: its first and last cells round their outer corners); nil = `layerCornerRadius`.
    package var backgroundRadii: CornerRadii?
    /// Where a plain scroll view's content offset rests (UIKit's `contentOffset`, zero or negative:
    /// `LayoutEngine.restingOffset`): its subviews are placed where their content coordinates put
    /// them less this, below the bars or right of the unsafe side it reaches under; zero for every
    /// other view.
    package var contentOffset = Point.zero

    /// Creates a placed view.
    package init(
        node: ViewNode, frame: Rect, isRightToLeft: Bool, role: PlacedRole = .view, isArranged: Bool = false,
        path: String, children: [PlacedView] = [], skeletonHeightConstraint: Double? = nil
    ) {
        self.node = node
        self.frame = frame
        self.isRightToLeft = isRightToLeft
        self.role = role
        self.isArranged = isArranged
        self.path = path
        self.children = children
        self.skeletonHeightConstraint = skeletonHeightConstraint
    }

    /// The children SkeletonView recurses into (SubviewsSkeletonables.swift), before the
    /// `isSkeletonable` filter: a stack's arranged subviews, every other view's subviews (cells:
    /// their contentView's subviews; tables and collections: their visible cells, headers and
    /// footers).
    package var hierarchyChildren: [PlacedView] {
        node.kind == .stack && role == .view ? children.filter(\.isArranged) : children
    }

    /// The skeletonable children (SkeletonView's SubviewsSkeletonables.swift): empty means the view
    /// is a leaf when skeletonable.
    package var skeletonableChildren: [PlacedView] {
        hierarchyChildren.filter(\.node.isSkeletonable)
    }

    /// Whether SkeletonView recurses into the view instead of covering it: it has a skeletonable
    /// subview, hidden ones included (UIKit does not draw a hidden view's layer, but
    /// `subviewsSkeletonables` still lists it, so a view whose skeletonable subviews are all hidden
    /// shows no block at all).
    package var hasSkeletonableSubviews: Bool {
        !skeletonableChildren.isEmpty || (node.autoLayout?.hiddenSubviews ?? []).contains(where: \.isSkeletonable)
    }

    /// True for tables and collections, which never get an overlay of their own
    /// (`recursiveShowSkeleton`, UIView+SkeletonView.swift).
    package var isList: Bool { node.kind == .table || node.kind == .collection }
}

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

extension PlacedView {
    /// The layer's corner radius made safe (NaN or negative is 0): what its background, clip and
    /// clipped image are rounded with.
    package var layerCornerRadius: Double {
        LayoutLimits.length(node.cornerRadius)
    }

    /// The radii its background is drawn with: `backgroundRadii`, else the layer's corner radius.
    package var backgroundCornerRadii: CornerRadii {
        backgroundRadii ?? CornerRadii(uniform: layerCornerRadius)
    }

    /// Whether the view clips its subviews: `clipsToBounds`, or a scroll view (table, collection,
    /// text view), which always clips.
    package var clipsSubviews: Bool {
        node.clipsToBounds || isList || node.kind == .textView
    }
}

extension PlacedView {
    /// SkeletonView's `definedMaxSize`, the size of the skeleton layer: per axis the larger of the
    /// frame and the constants of the view's own size constraints, whatever their relation or
    /// priority (`heldSizeConstants`). Growth on show (UILabel+Extensions.swift) removes the
    /// label's height constraints and adds its own, so a grown label's height is the larger of its
    /// frame and that constraint: lines of a label placed by `frame` run down past the frame from
    /// its top.
    package var skeletonSize: Size {
        let height =
            skeletonHeightConstraint.map { max(frame.height, $0) }
            ?? node.definedMax(.height, length: frame.height)
        return Size(width: node.definedMax(.width, length: frame.width), height: height)
    }
}
