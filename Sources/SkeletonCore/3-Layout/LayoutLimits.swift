/// Bounds that keep hostile theme values (NaN, negative or huge sizes, absurd counts) from
/// crashing or hanging the layout: every number entering the layout passes through here.
package enum LayoutLimits {
    /// Most cells (rows or items, all sections together) a table or collection expands to.
    package static let maxCells = 10_000
    /// Most skeleton lines one text view gets.
    package static let maxLines = 1_000
    /// Largest length or coordinate, in points.
    package static let maxLength = 1_000_000.0

    /// A length made safe: NaN and negatives become 0, infinities and huge values are capped.
    package static func length(_ value: Double) -> Double {
        guard !value.isNaN, value > 0 else { return 0 }
        return min(value, maxLength)
    }

    /// A coordinate made safe: NaN becomes 0, anything beyond ±maxLength is capped.
    package static func coordinate(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, -maxLength), maxLength)
    }

    /// A rectangle with a safe origin and a safe, non-negative size.
    package static func rect(_ rect: Rect) -> Rect {
        Rect(
            x: coordinate(rect.minX), y: coordinate(rect.minY),
            width: length(rect.width), height: length(rect.height))
    }

    /// A size with safe, non-negative components.
    package static func size(_ size: Size) -> Size {
        Size(width: length(size.width), height: length(size.height))
    }

    /// Insets with safe components (negative insets stay allowed, as in UIKit).
    package static func insets(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: coordinate(insets.top), left: coordinate(insets.left),
            bottom: coordinate(insets.bottom), right: coordinate(insets.right))
    }

    /// A count made safe: negatives become 0, anything above `limit` is capped.
    package static func count(_ value: Int, limit: Int = maxCells) -> Int {
        min(max(value, 0), limit)
    }
}
