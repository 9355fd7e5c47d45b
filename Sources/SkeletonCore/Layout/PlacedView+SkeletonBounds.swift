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
