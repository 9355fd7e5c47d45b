import SkeletonCore

/// Growing and shrinking rectangles for chrome around cards.
extension Rect {
    /// The rectangle grown (negative `amount`) or shrunk by `amount` on every side.
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
