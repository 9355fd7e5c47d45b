/// A point in layout coordinates (points, y down).
package struct Point: Hashable, Sendable {
    /// Horizontal position.
    package var x: Double
    /// Vertical position.
    package var y: Double

    /// Creates a point.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    package static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points.
package struct Size: Hashable, Sendable {
    /// Horizontal extent.
    package var width: Double
    /// Vertical extent.
    package var height: Double

    /// Creates a size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    package static let zero = Size(width: 0, height: 0)
}

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

/// Insets from each edge of a rectangle (UIEdgeInsets' order: top, left, bottom, right).
package struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    package var top: Double
    /// Inset from the left edge.
    package var left: Double
    /// Inset from the bottom edge.
    package var bottom: Double
    /// Inset from the right edge.
    package var right: Double

    /// Creates insets from each edge.
    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    package init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    package static let zero = EdgeInsets(all: 0)
}

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

/// The radius of each corner of a rounded rectangle, in points.
package struct CornerRadii: Hashable, Sendable {
    /// Top-left corner radius.
    package var topLeft: Double
    /// Top-right corner radius.
    package var topRight: Double
    /// Bottom-right corner radius.
    package var bottomRight: Double
    /// Bottom-left corner radius.
    package var bottomLeft: Double

    /// Creates radii per corner.
    package init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    package init(uniform radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    package static let zero = CornerRadii(uniform: 0)

    /// True when every corner has the same radius.
    package var isUniform: Bool {
        topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft
    }
}
