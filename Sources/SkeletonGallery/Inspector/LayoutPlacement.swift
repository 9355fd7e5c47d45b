import SkeletonCore

/// Where a layout lies on what the overlays draw on (the window, in window points, or a capture's
/// canvas): its top-left corner and the points per layout point, so the inspector's outlines and
/// panels and the window's hit test agree on one mapping.
package struct LayoutPlacement: Equatable, Sendable {
    /// The layout's (0, 0) on the target.
    package var origin: Point
    /// Target points per layout point.
    package var scale: Double

    /// A layout at `origin`, `scale` target points per layout point.
    package init(origin: Point, scale: Double) {
        self.origin = origin
        self.scale = scale
    }

    /// A layout rectangle on the target.
    package func rect(_ rect: Rect) -> Rect {
        Rect(
            x: origin.x + rect.minX * scale, y: origin.y + rect.minY * scale, width: rect.width * scale,
            height: rect.height * scale)
    }

    /// The layout point under a target point.
    package func layoutPoint(_ point: Point) -> Point {
        Point(x: (point.x - origin.x) / scale, y: (point.y - origin.y) / scale)
    }
}
