/// The inner loops: one horizontal run of pixels, `n` pixels from `d`.
enum Span {
    /// Stores an opaque colour (the interior of opaque shapes and the background: a plain fill).
    @inline(__always) static func fill(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ c: UInt32) {
        d.update(repeating: c, count: n)
    }

    /// Source-over of one premultiplied colour.
    @inline(__always) static func blend(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UInt32) {
        for i in 0..<n { d[i] = PixelMath.over(s, d[i]) }
    }

    /// Source-over of one colour at a per-pixel coverage.
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UInt32, coverage k: UnsafePointer<UInt16>
    ) {
        for i in 0..<n {
            let c = UInt32(k[i])
            if c == 0 { continue }
            d[i] = PixelMath.over(c == 256 ? s : PixelMath.scale(s, c), d[i])
        }
    }

    /// Copies opaque colours.
    @inline(__always) static func copy(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: UnsafePointer<UInt32>) {
        d.update(from: s, count: n)
    }

    /// Source-over of per-pixel colours at one coverage.
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, colors s: UnsafePointer<UInt32>, _ k: UInt32
    ) {
        if k == 256 {
            for i in 0..<n { d[i] = PixelMath.over(s[i], d[i]) }
        } else {
            for i in 0..<n { d[i] = PixelMath.over(PixelMath.scale(s[i], k), d[i]) }
        }
    }

    /// Source-over of per-pixel colours at per-pixel coverage.
    @inline(__always) static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ n: Int, colors s: UnsafePointer<UInt32>, coverage k: UnsafePointer<UInt16>
    ) {
        for i in 0..<n {
            let c = UInt32(k[i])
            if c == 0 { continue }
            d[i] = PixelMath.over(c == 256 ? s[i] : PixelMath.scale(s[i], c), d[i])
        }
    }
}
