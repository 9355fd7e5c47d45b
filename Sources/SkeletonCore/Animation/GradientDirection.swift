/// SkeletonView's GradientDirection for the sliding animation.
package enum GradientDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right (the LTR default).
    case leftRight
    /// Right to left (the RTL default).
    case rightLeft
    /// Top to bottom.
    case topBottom
    /// Bottom to top.
    case bottomTop
    /// Diagonal from the top-left.
    case topLeftBottomRight
    /// Diagonal from the bottom-right.
    case bottomRightTopLeft
}
