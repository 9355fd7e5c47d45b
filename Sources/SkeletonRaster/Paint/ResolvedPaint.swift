import SkeletonCore

/// A paint ready for one shape in device space: a constant colour, or a gradient's table with the
/// affine map from pixel centre to offset, t(x, y) = tx·x + ty·y + t0.
struct ResolvedPaint {
    /// How colours vary over the shape.
    enum Kind {
        /// One colour everywhere.
        case solid
        /// Constant down each column: colours computed once per shape row-span.
        case horizontal
        /// Constant along each row: one colour per row.
        case vertical
        /// Varies along both axes: colours computed per pixel, incrementally.
        case diagonal
    }

    /// How colours vary.
    var kind: Kind
    /// The colour of a solid paint (premultiplied, opacity folded in).
    var color: UInt32
    /// Index of the gradient's table in the rasterizer's ramp cache.
    var ramp: Int
    /// Offset change per column.
    var tx: Double
    /// Offset change per row.
    var ty: Double
    /// Offset at pixel centre (0, 0) minus the half-pixel: t(x, y) = tx·x + ty·y + t0 at centres.
    var t0: Double
    /// True when every colour is opaque.
    var isOpaque: Bool

    /// A solid paint.
    init(color: UInt32) {
        kind = .solid
        self.color = color
        ramp = -1
        tx = 0
        ty = 0
        t0 = 0
        isOpaque = color >> 24 == 255
    }

    /// A gradient paint from device start/end points; a zero-length or non-finite axis pads to the last stop.
    init(start: (x: Double, y: Double), end: (x: Double, y: Double), ramp: Int, of table: GradientRamp) {
        self.ramp = ramp
        color = 0
        isOpaque = table.isOpaque
        let dx = end.x - start.x
        let dy = end.y - start.y
        let len2 = dx * dx + dy * dy
        guard len2 > 0, len2.isFinite, start.x.isFinite, start.y.isFinite else {
            kind = .solid
            color = table.lastColor
            isOpaque = color >> 24 == 255
            tx = 0
            ty = 0
            t0 = 0
            return
        }
        tx = dx / len2
        ty = dy / len2
        t0 = (0.5 - start.x) * tx + (0.5 - start.y) * ty
        kind = dy == 0 ? .horizontal : (dx == 0 ? .vertical : .diagonal)
    }

    /// True when nothing would be drawn.
    var isInvisible: Bool { kind == .solid && color == 0 }
}
