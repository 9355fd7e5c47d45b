/// Shrinking (and growing) rectangles: padding in layout, chrome around the gallery's cards.
extension Rect {
    /// The rectangle shrunk by insets; the size never goes below zero.
    package func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(width - insets.left - insets.right, 0),
            height: max(height - insets.top - insets.bottom, 0))
    }

    /// The rectangle grown (negative `amount`) or shrunk by `amount` on every side; the size never
    /// goes below zero. (Not `inset(by: EdgeInsets(all:))`: width − 2·amount may differ from
    /// width − amount − amount in the last bit, and the gallery's pixels are pinned by goldens.)
    package func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
