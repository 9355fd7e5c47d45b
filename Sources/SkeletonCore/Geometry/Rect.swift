/// An axis-aligned rectangle in points (origin at the top-left, y down).
package struct Rect: Hashable, Sendable {
    /// Top-left corner.
    package var origin: Point
    /// Extent.
    package var size: Size

    /// Creates a rectangle from its origin and size.
    package init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its components.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Left edge.
    package var minX: Double { origin.x }
    /// Top edge.
    package var minY: Double { origin.y }
    /// Right edge.
    package var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    package var maxY: Double { origin.y + size.height }
    /// Horizontal centre.
    package var midX: Double { origin.x + size.width / 2 }
    /// Vertical centre.
    package var midY: Double { origin.y + size.height / 2 }
    /// Width.
    package var width: Double { size.width }
    /// Height.
    package var height: Double { size.height }

    /// The same rectangle moved by (dx, dy).
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    package func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
