/// A rectangle of whole device pixels: columns x..<x+width, rows y..<y+height.
package struct PixelRect: Hashable, Sendable {
    /// Left column.
    package var x: Int
    /// Top row.
    package var y: Int
    /// Number of columns (≤ 0 means empty).
    package var width: Int
    /// Number of rows (≤ 0 means empty).
    package var height: Int

    /// Creates a pixel rectangle.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    package static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// One past the right column.
    package var maxX: Int { x + width }
    /// One past the bottom row.
    package var maxY: Int { y + height }
    /// True when no pixel is inside.
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels in both rectangles (`.empty` when they do not overlap).
    package func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .empty }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both (an empty side is ignored).
    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x)
        let y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// True when every pixel of `other` is inside this rectangle (an empty `other` always is).
    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (x <= other.x && y <= other.y && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// True when the two rectangles share at least one pixel.
    package func intersects(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
