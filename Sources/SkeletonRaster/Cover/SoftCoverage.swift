import SkeletonCore

/// Coverage masks of layer borders and shadows in device pixels, sampled at pixel centres from
/// the signed distance to a rounded rectangle: a border is the outer shape's coverage minus the
/// inner's (anti-aliased on both edges), a shadow the shape blurred by a Gaussian of σ = radius / 2.
enum SoftCoverage {
    /// A rounded rectangle in device pixels, radii clamped to half the shorter side.
    struct Shape: Hashable {
        /// Left edge.
        var x0: Double
        /// Top edge.
        var y0: Double
        /// Right edge.
        var x1: Double
        /// Bottom edge.
        var y1: Double
        /// Radii: top left, top right, bottom right, bottom left.
        var radii: [Double]

        /// The shape of a layout rectangle, or nil when empty or not finite.
        init?(rect: Rect, radii r: CornerRadii, scale: Double, offset: Point) {
            x0 = rect.minX * scale + offset.x
            y0 = rect.minY * scale + offset.y
            x1 = rect.maxX * scale + offset.x
            y1 = rect.maxY * scale + offset.y
            guard [x0, y0, x1, y1].allSatisfy({ $0.isFinite && abs($0) < 4_194_304 }), x1 > x0, y1 > y0 else {
                return nil
            }
            let half = min(x1 - x0, y1 - y0) / 2
            radii = [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].map { v in
                v.isNaN ? 0 : min(half, max(0, v * scale))
            }
        }

        /// The shape inset by `d` on every side, radii reduced by `d`; nil when nothing is left.
        func inset(by d: Double) -> Shape? {
            var s = self
            s.x0 += d
            s.y0 += d
            s.x1 -= d
            s.y1 -= d
            guard s.x1 > s.x0, s.y1 > s.y0 else { return nil }
            let half = min(s.x1 - s.x0, s.y1 - s.y0) / 2
            s.radii = radii.map { min(half, max(0, $0 - d)) }
            return s
        }

        /// Signed distance from (x, y) to the outline: negative inside.
        func distance(_ x: Double, _ y: Double) -> Double {
            let cx = (x0 + x1) / 2
            let cy = (y0 + y1) / 2
            let r = x < cx ? (y < cy ? radii[0] : radii[3]) : (y < cy ? radii[1] : radii[2])
            let qx = abs(x - cx) - (x1 - x0) / 2 + r
            let qy = abs(y - cy) - (y1 - y0) / 2 + r
            let ox = max(qx, 0)
            let oy = max(qy, 0)
            return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
        }
    }

    /// The border ring of `width` device pixels inside `shape`, with the pixels it covers.
    static func border(_ shape: Shape, width: Double) -> (PixelRect, CoverageMask)? {
        let inner = shape.inset(by: width)
        return mask(over: shape, margin: 0) { x, y in
            let outer = coverage(shape.distance(x, y))
            return max(0, outer - (inner.map { coverage($0.distance(x, y)) } ?? 0))
        }
    }

    /// `shape` blurred by a Gaussian of σ = `blur` / 2 device pixels, with the pixels it covers.
    /// A plain rectangle's blur is exact (separable); rounded corners take the smaller of that and
    /// the blurred distance to the rounded outline, which follows the corner's curve.
    static func shadow(_ shape: Shape, blur: Double) -> (PixelRect, CoverageMask)? {
        let sigma = blur / 2
        guard sigma >= 0.25 else { return mask(over: shape, margin: 0) { coverage(shape.distance($0, $1)) } }
        let k = 1 / (sigma * 2.0.squareRoot())
        return mask(over: shape, margin: 3 * sigma) { x, y in
            let across = (erf((x - shape.x0) * k) - erf((x - shape.x1) * k)) / 2
            let down = (erf((y - shape.y0) * k) - erf((y - shape.y1) * k)) / 2
            let rounded = (1 - erf(shape.distance(x, y) * k)) / 2
            return min(across * down, rounded)
        }
    }

    /// Samples `value` (0…1) at the centre of every pixel of the shape's bounds grown by `margin`.
    private static func mask(
        over shape: Shape, margin: Double, _ value: (Double, Double) -> Double
    ) -> (PixelRect, CoverageMask)? {
        let px0 = Int((shape.x0 - margin).rounded(.down))
        let py0 = Int((shape.y0 - margin).rounded(.down))
        let px1 = Int((shape.x1 + margin).rounded(.up))
        let py1 = Int((shape.y1 + margin).rounded(.up))
        let width = px1 - px0
        let height = py1 - py0
        guard width > 0, height > 0, width * height <= maxPixels else { return nil }
        var coverage = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            let y = Double(py0 + row) + 0.5
            for column in 0..<width {
                let v = value(Double(px0 + column) + 0.5, y)
                coverage[row * width + column] = UInt8((min(max(v, 0), 1) * 255).rounded())
            }
        }
        return (
            PixelRect(x: px0, y: py0, width: width, height: height),
            CoverageMask(width: width, height: height, offsetX: 0, offsetY: 0, coverage: coverage)
        )
    }

    /// The largest mask built (a 4096 × 4096 canvas): bigger borders or shadows are not drawn.
    static let maxPixels = 16_777_216

    /// Coverage of a pixel whose centre is `d` pixels outside an edge (a one-pixel ramp).
    private static func coverage(_ d: Double) -> Double {
        min(max(0.5 - d, 0), 1)
    }

    /// The error function (Abramowitz and Stegun 7.1.27, error below 5·10⁻⁴), in plain arithmetic
    /// so that every platform computes the same bytes.
    static func erf(_ x: Double) -> Double {
        let a = abs(x)
        let p = 1 + a * (0.278393 + a * (0.230389 + a * (0.000972 + a * 0.078108)))
        let p2 = p * p
        let value = 1 - 1 / (p2 * p2)
        return x < 0 ? -value : value
    }
}
