import SkeletonCore

/// What a border or shadow mask depends on: the command's geometry and the device transform.
struct SoftMaskKey: Hashable {
    /// The shape in layout coordinates.
    var rect: Rect
    /// Its corner radii.
    var radii: CornerRadii
    /// Border width in points (nil for a shadow).
    var border: Double?
    /// Shadow blur in points (nil for a border).
    var blur: Double?
    /// Device pixels per point.
    var scale: Double = 1
    /// Device offset.
    var offset: Point = Point(x: 0, y: 0)
}
