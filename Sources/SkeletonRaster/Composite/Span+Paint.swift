extension Span {
    /// A run at per-pixel coverage `k` in one colour, or in the per-pixel `colors` when given.
    @inline(__always) static func paint(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, coverage k: UnsafePointer<UInt16>, color: UInt32,
        colors: UnsafePointer<UInt32>?
    ) {
        if let colors {
            blend(d, n, colors: colors, coverage: k)
        } else {
            blend(d, n, color, coverage: k)
        }
    }

    /// A run at one coverage `k` (0…256) in one colour, or in the per-pixel `colors` when given
    /// (`opaque`: all of them are, so full coverage copies them). Opaque results are plain fills.
    @inline(__always) static func paint(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ k: UInt32, color: UInt32, colors: UnsafePointer<UInt32>?,
        opaque: Bool
    ) {
        guard k > 0 else { return }
        if let colors {
            if k == 256 && opaque {
                copy(d, n, colors)
            } else {
                blend(d, n, colors: colors, k)
            }
            return
        }
        let c = k == 256 ? color : PixelMath.scale(color, k)
        if c >> 24 == 255 {
            fill(d, n, c)
        } else if c != 0 {
            blend(d, n, c)
        }
    }
}
