import SkeletonCore

/// Bilinear samples of a premultiplied bitmap placed in a device rectangle, at pixel centres, with an
/// opacity. Columns are set up once per draw; a 1:1 placement on whole pixels reads the bitmap rows directly.
struct ImageSampler {
    /// The bitmap's pixels.
    let pixels: UnsafePointer<UInt32>
    /// Bitmap width.
    let width: Int
    /// Bitmap height.
    let height: Int
    /// True when the image and the opacity are opaque.
    let isOpaque: Bool
    /// Opacity in 1/256.
    private let alpha: UInt32
    /// Device top of the placed image and bitmap rows per device row.
    private let top: Double
    private let rowScale: Double
    /// Device height of the placed image.
    private let placedHeight: Double
    /// Column table: per device column the left source column (−1 = outside the image) and the weight of the right one.
    private let columns: UnsafeMutablePointer<Int32>
    private let weights: UnsafeMutablePointer<UInt16>
    /// When the placement is 1:1 on whole pixels and covers the prepared columns: device column of
    /// bitmap column 0 (rows are read straight from the bitmap), else nil.
    private let directX: Int?
    private let directY: Int
    /// The columns prepared (the only ones `row` may be asked for).
    private let prepared: Range<Int>

    /// Places a `width`×`height` bitmap at device (left, top) scaled to (placedWidth, placedHeight)
    /// and prepares columns x0..<x1; `columns`/`weights` are scratch indexed from x0. `covers` says
    /// whether the placed image covers the whole destination (else the uncovered part is transparent).
    init(
        pixels: UnsafePointer<UInt32>, width: Int, height: Int, isOpaque: Bool, covers: Bool, opacity: Double,
        left: Double, top: Double, placedWidth: Double, placedHeight: Double,
        columns x0: Int, _ x1: Int, scratch: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt16>)
    ) {
        assert(x1 - x0 <= Scratch.rowCapacity, "columns \(x0)..<\(x1) wider than the scratch rows")
        self.pixels = pixels
        prepared = x0..<x1
        self.width = width
        self.height = height
        alpha = PixelMath.coverage(fromOpacity: opacity)
        self.isOpaque = isOpaque && covers && alpha == 256
        self.top = top
        self.placedHeight = placedHeight
        rowScale = Double(height) / placedHeight
        columns = scratch.0 - x0
        weights = scratch.1 - x0
        let colScale = Double(width) / placedWidth
        if placedWidth == Double(width), placedHeight == Double(height), left == left.rounded(), top == top.rounded(),
            x0 >= Int(left), x1 <= Int(left) + width
        {
            directX = Int(left)
            directY = Int(top)
        } else {
            directX = nil
            directY = 0
        }
        if directX != nil { return }
        for x in x0..<x1 {
            let centre = Double(x) + 0.5 - left
            guard centre >= 0, centre < placedWidth else {
                columns[x] = -1
                continue
            }
            let s = centre * colScale - 0.5
            let f = s.rounded(.down)
            let w = UInt16(((s - f) * 256).rounded())
            let i = Int(f)
            if i < 0 {
                columns[x] = 0
                weights[x] = 0
            } else if i >= width - 1 {
                columns[x] = Int32(width - 1)
                weights[x] = 0
            } else {
                columns[x] = Int32(i)
                weights[x] = w
            }
        }
    }

    /// The colours of device row `y`, columns x0..<x1, written into `out` (indexed by device column)
    /// or pointing straight into the bitmap.
    func row(_ y: Int, _ x0: Int, _ x1: Int, into out: UnsafeMutablePointer<UInt32>) -> UnsafePointer<UInt32> {
        assert(x0 >= prepared.lowerBound && x1 <= prepared.upperBound, "columns \(x0)..<\(x1) not prepared")
        let centre = Double(y) + 0.5 - top
        guard centre >= 0, centre < placedHeight else {
            for x in x0..<x1 { out[x] = 0 }
            return UnsafePointer(out)
        }
        if let directX {
            assert(y - directY >= 0 && y - directY < height, "bitmap row \(y - directY) outside 0..<\(height)")
            let source = pixels + ((y - directY) * width - directX)
            if alpha == 256 { return source }
            for x in x0..<x1 { out[x] = PixelMath.scale(source[x], alpha) }
            return UnsafePointer(out)
        }
        let s = centre * rowScale - 0.5
        let f = s.rounded(.down)
        var wy = UInt32(((s - f) * 256).rounded())
        var r0 = Int(f)
        if r0 < 0 {
            r0 = 0
            wy = 0
        } else if r0 >= height - 1 {
            r0 = height - 1
            wy = 0
        }
        let r1 = min(r0 + 1, height - 1)
        let top = pixels + r0 * width
        let bottom = pixels + r1 * width
        for x in x0..<x1 {
            let c = Int(columns[x])
            if c < 0 {
                out[x] = 0
                continue
            }
            let c1 = min(c + 1, width - 1)
            let wx = UInt32(weights[x])
            let upper = Self.lerp(top[c], top[c1], wx)
            let lower = Self.lerp(bottom[c], bottom[c1], wx)
            let p = Self.lerp(upper, lower, wy)
            out[x] = alpha == 256 ? p : PixelMath.scale(p, alpha)
        }
        return UnsafePointer(out)
    }

    /// a·(256 − w)/256 + b·w/256 per channel, rounded.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        if w == 0 { return a }
        let m = PixelMath.lanes
        let iw = 256 - w
        let rb = (((a & m) &* iw &+ (b & m) &* w &+ 0x0080_0080) >> 8) & m
        let ag = (((a >> 8) & m) &* iw &+ ((b >> 8) & m) &* w &+ 0x0080_0080) & ~m
        return rb | ag
    }
}
