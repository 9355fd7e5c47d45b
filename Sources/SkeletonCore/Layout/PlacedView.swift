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

    /// True for tables and collections, which never get an overlay of their own
    /// (`recursiveShowSkeleton`, UIView+SkeletonView.swift).
    package var isList: Bool { node.kind == .table || node.kind == .collection }
}
