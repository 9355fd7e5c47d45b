extension LayoutSpec {
    /// The layout as it stands while the skeleton shows: every arranged view of a stack that
    /// SkeletonView's show hides is marked `isHiddenBySkeleton`, so its stack arranges the others
    /// without it. `recursiveShowSkeleton` (UIView+SkeletonView.swift) sets `isHidden` on a view
    /// with `isHiddenWhenSkeletonIsActive` when its recursion reaches it (the root, or a
    /// skeletonable child of a reached skeletonable view: a stack's arranged ones, a list's cells),
    /// and UIStackView lays a hidden arranged view out of its arrangement. Nil when no view is
    /// marked (the layout is the same while the skeleton shows).
    package func hidingWhileActive() -> LayoutSpec? {
        var marked = 0
        var layout = self
        layout.root = root.hidingWhileActive(reached: true, inStack: false, marked: &marked)
        return marked > 0 ? layout : nil
    }
}

extension ViewNode {
    /// This view and its subtree (cells and list templates included) with the views SkeletonView
    /// hides in a stack marked; `reached`: SkeletonView's show runs on this view.
    fileprivate func hidingWhileActive(reached: Bool, inStack: Bool, marked: inout Int) -> ViewNode {
        var node = self
        if reached && inStack && isHiddenWhenSkeletonIsActive {
            node.isHiddenBySkeleton = true
            marked += 1
        }
        let descends = reached && isSkeletonable
        let isStack = kind == .stack
        node.children = children.map { child in
            let inArrangement = isStack && child.isArranged
            let childReached = descends && child.isSkeletonable && (!isStack || child.isArranged)
            return child.hidingWhileActive(reached: childReached, inStack: inArrangement, marked: &marked)
        }
        node.list = list?.mapTemplates { template in
            template.hidingWhileActive(reached: descends && template.isSkeletonable, inStack: false, marked: &marked)
        }
        return node
    }
}
