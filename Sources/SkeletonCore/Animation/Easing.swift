/// A timing curve (CAMediaTimingFunction).
package enum Easing: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// cubic-bezier(0.42, 0, 1, 1): the sliding default.
    case easeIn
    /// cubic-bezier(0, 0, 0.58, 1).
    case easeOut
    /// cubic-bezier(0.42, 0, 0.58, 1): the pulse and fade default.
    case easeInOut
    /// Any cubic Bézier with control points (x1, y1), (x2, y2); x clamped to 0…1.
    case cubicBezier(Double, Double, Double, Double)
}
