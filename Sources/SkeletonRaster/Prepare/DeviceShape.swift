import SkeletonCore

/// A rounded rectangle in device pixels, its edges snapped to 1/256 pixel so that shapes sharing an
/// edge compute complementary coverages, its radii clamped to half the shorter side.
struct DeviceShape: Hashable {
    // The edges as 32-bit numbers (clamped to ±2^22 px, they are at most 2^30 in 1/256 pixel): 48
    // bytes a shape instead of 64, held by every command table entry and coverage slot, and compared
    // at every visit of a shape.
    /// Left edge in 1/256 pixel.
    var qx0: Int { Int(storedX0) }
    /// Top edge in 1/256 pixel.
    var qy0: Int { Int(storedY0) }
    /// Right edge in 1/256 pixel.
    var qx1: Int { Int(storedX1) }
    /// Bottom edge in 1/256 pixel.
    var qy1: Int { Int(storedY1) }
    private let storedX0: Int32, storedY0: Int32, storedX1: Int32, storedY1: Int32
    /// Top-left radius in pixels.
    let topLeft: Double
    /// Top-right radius in pixels.
    let topRight: Double
    /// Bottom-right radius in pixels.
    let bottomRight: Double
    /// Bottom-left radius in pixels.
    let bottomLeft: Double

    /// Coordinates are clamped to ±2^22 px first so that no conversion can overflow.
    private static let limit = 4_194_304.0

    /// The device shape of a layout rectangle, or nil when a number is not finite or the rectangle is empty.
    init?(rect: Rect, radii: CornerRadii, scale: Double, offset: Point) {
        // `Rect`'s minX…maxY spelt out: its getters are calls into another module, made for every
        // command of every frame.
        let x0 = rect.origin.x * scale + offset.x
        let y0 = rect.origin.y * scale + offset.y
        let x1 = (rect.origin.x + rect.size.width) * scale + offset.x
        let y1 = (rect.origin.y + rect.size.height) * scale + offset.y
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        self.init(
            x0: x0, y0: y0, x1: x1, y1: y1,
            radii: (radii.topLeft * scale, radii.topRight * scale, radii.bottomRight * scale, radii.bottomLeft * scale))
    }

    /// A device shape from device coordinates, or nil when empty or not finite.
    init?(x0: Double, y0: Double, x1: Double, y1: Double, radii: (Double, Double, Double, Double)) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        func snap(_ v: Double) -> Int32 {
            Int32((min(Self.limit, max(-Self.limit, v)) * 256).rounded(.toNearestOrEven))
        }
        storedX0 = snap(x0)
        storedY0 = snap(y0)
        storedX1 = snap(x1)
        storedY1 = snap(y1)
        guard storedX1 > storedX0, storedY1 > storedY0 else { return nil }
        let half = Double(min(Int(storedX1) - Int(storedX0), Int(storedY1) - Int(storedY0))) / 512
        func clamp(_ r: Double) -> Double { r.isNaN ? 0 : min(half, max(0, r)) }
        topLeft = clamp(radii.0)
        topRight = clamp(radii.1)
        bottomRight = clamp(radii.2)
        bottomLeft = clamp(radii.3)
    }

    /// Left edge in pixels.
    var x0: Double { Double(qx0) / 256 }
    /// Top edge in pixels.
    var y0: Double { Double(qy0) / 256 }
    /// Right edge in pixels.
    var x1: Double { Double(qx1) / 256 }
    /// Bottom edge in pixels.
    var y1: Double { Double(qy1) / 256 }

    /// True when no corner is rounded.
    var isRectangle: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }

    /// True when the edges lie on pixel boundaries and no corner is rounded: every pixel is fully in or out.
    var isPixelAligned: Bool { isRectangle && (qx0 | qy0 | qx1 | qy1) & 255 == 0 }

    /// Every pixel the shape touches.
    var bounds: PixelRect {
        let px0 = qx0 >> 8
        let py0 = qy0 >> 8
        return PixelRect(x: px0, y: py0, width: ((qx1 + 255) >> 8) - px0, height: ((qy1 + 255) >> 8) - py0)
    }

    /// Coverage (1/256) of pixel column or row `p` by the interval [q0, q1] given in 1/256 pixel.
    @inline(__always) static func span(_ p: Int, _ q0: Int, _ q1: Int) -> Int {
        max(0, min(q1, (p << 8) + 256) - max(q0, p << 8))
    }
}
