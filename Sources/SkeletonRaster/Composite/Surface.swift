/// Pixels being drawn into: the framebuffer, or a group's layer covering a band of it. Addressed in
/// device coordinates; `row(y)[x]` is pixel (x, y).
struct Surface {
    /// Pixel (originX, originY).
    let base: UnsafeMutablePointer<UInt32>
    /// Pixels from one row to the next.
    let stride: Int
    /// Device column of `base`.
    let originX: Int
    /// Device row of `base`.
    let originY: Int

    /// A pointer that, indexed by a device column, addresses row `y`.
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        base + ((y - originY) * stride - originX)
    }
}

/// A clip coverage mask (1/256 per pixel) covering `rect`; pixels outside it are clipped away.
struct ClipMask {
    /// Coverage of pixel (rect.x, rect.y).
    let base: UnsafeMutablePointer<UInt16>
    /// The pixels the mask covers.
    let rect: PixelRect

    /// A pointer that, indexed by a device column, addresses row `y` of the mask.
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt16> {
        base + ((y - rect.y) * rect.width - rect.x)
    }
}

/// Where drawing goes: a surface, the pixels it may touch, and an optional rounded-clip mask.
struct DrawTarget {
    /// Pixels.
    var surface: Surface
    /// Only these pixels change.
    var clip: PixelRect
    /// Extra per-pixel clip coverage (rounded clips), nil when the clip is rectangular.
    var mask: ClipMask?
}
