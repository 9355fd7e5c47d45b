import SkeletonCore

/// Which view of a layout lies under a point: the inspector's pick, read from the decisions the
/// scene builder recorded, whose frames are the drawn ones.
package enum ViewHitTest {
    /// The path of the frontmost view whose frame contains `point` (layout points): the last such
    /// view in tree order, since a later sibling and its subviews are drawn over an earlier one and
    /// a subview over its superview; nil when no view is there. Edges: left and top inside, right
    /// and bottom outside, so two views side by side never both claim a point.
    package static func path(at point: Point, in decisions: [SkeletonDecision]) -> String? {
        decisions.last { $0.frame.contains(point) }?.path
    }
}
