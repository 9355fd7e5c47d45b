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

/// Border and shadow masks by their device geometry, kept across frames (a blurred shadow is
/// expensive to build and the same from frame to frame).
final class SoftMaskCache {
    /// Masks kept before stale ones are dropped.
    static let capacity = 256

    /// The masks with the pixels they cover and the frame that last used them.
    private var entries: [SoftMaskKey: (box: PixelRect, mask: CoverageMask, lastUse: Int)] = [:]

    /// The mask of a border or shadow at `scale` and `offset` and the pixels it covers, from the
    /// cache or built, marked as used by `frame`; nil (and no pixels) when the shape is empty.
    func mask(for key: SoftMaskKey, scale: Double, offset: Point, frame: Int) -> (PixelRect, CoverageMask?) {
        var key = key
        key.scale = scale
        key.offset = offset
        if let hit = entries[key] {
            entries[key]?.lastUse = frame
            return (hit.box, hit.mask)
        }
        guard let shape = SoftCoverage.Shape(rect: key.rect, radii: key.radii, scale: scale, offset: offset),
            let (box, mask) =
                key.border.map({ SoftCoverage.border(shape, width: $0 * scale) })
                ?? SoftCoverage.shadow(shape, blur: (key.blur ?? 0) * scale)
        else { return (.empty, nil) }
        entries[key] = (box, mask, frame)
        return (box, mask)
    }

    /// Drops the masks last used before frame `stale` once more than `capacity` are kept.
    func evict(before stale: Int) {
        if entries.count > Self.capacity { entries = entries.filter { $0.value.lastUse >= stale } }
    }
}
