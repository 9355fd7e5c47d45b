extension PlacedView {
    /// SkeletonView's `definedMaxSize`, the size of the skeleton layer: per axis the larger of the
    /// frame and the view's own size constraints (a number `width` or `height`). Growth on show
    /// (UILabel+Extensions.swift) removes the label's height constraints and adds its own, so a
    /// grown label's height is the larger of its frame and that constraint: lines of a label placed
    /// by `frame` run down past the frame from its top.
    package var skeletonSize: Size {
        let ownHeight = skeletonHeightConstraint ?? Self.constant(node.height)
        return Size(width: max(frame.width, Self.constant(node.width)), height: max(frame.height, ownHeight))
    }

    /// The constant of a size constraint, 0 when the rule is not a number.
    private static func constant(_ rule: SizeRule?) -> Double {
        guard case .fixed(let value)? = rule else { return 0 }
        return LayoutLimits.length(value)
    }
}
