/// Pixels being drawn into or read from: the framebuffer, a group's layer covering a band of it, or
/// a bitmap placed on whole pixels. Addressed in device coordinates; `row(y)[x]` is pixel (x, y).
///
/// A row pointer is offset from `base` by the area's origin, so it may point before the buffer's
/// start: only columns of `area` may be indexed through it. Debug builds assert every row and run
/// handed out lies inside `area` (Docs/limits-and-safety.md, "Safety").
struct Surface {
    /// Pixel (area.x, area.y).
    let base: UnsafeMutablePointer<UInt32>
    /// The device pixels the memory at `base` holds, row after row without padding.
    let area: PixelRect

    /// A surface over `area.width × area.height` pixels at `base`.
    init(base: UnsafeMutablePointer<UInt32>, area: PixelRect) {
        self.base = base
        self.area = area
    }

    /// A pointer that, indexed by a device column of `area`, addresses row `y`.
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        assert(y >= area.y && y < area.maxY, "row \(y) outside the surface's rows \(area.y)..<\(area.maxY)")
        return base + ((y - area.y) * area.width - area.x)
    }

    /// A pointer to pixel (x, y) with the `count` pixels from it inside `area`.
    @inline(__always) func span(_ y: Int, _ x: Int, _ count: Int) -> UnsafeMutablePointer<UInt32> {
        assert(count >= 0 && x >= area.x && x + count <= area.maxX, "columns \(x)..<\(x + count) outside the surface")
        return row(y) + x
    }
}

/// A clip coverage mask (1/256 per pixel) covering `rect`; pixels outside it are clipped away.
struct ClipMask {
    /// Coverage of pixel (rect.x, rect.y).
    let base: UnsafeMutablePointer<UInt16>
    /// The pixels the mask covers.
    let rect: PixelRect

    /// A pointer that, indexed by a device column of `rect`, addresses row `y` of the mask (it may
    /// point before `base`, as `Surface.row` does).
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt16> {
        assert(y >= rect.y && y < rect.maxY, "mask row \(y) outside \(rect.y)..<\(rect.maxY)")
        return base + ((y - rect.y) * rect.width - rect.x)
    }
}

/// Where drawing goes: a surface, the pixels it may touch, and an optional rounded-clip mask.
///
/// Every write clamps its columns to `clip`, which lies inside the surface and the mask, so the
/// sinks' and coverage painters' pointer accesses stay inside both (asserted here in debug builds).
struct DrawTarget {
    /// Pixels.
    let surface: Surface
    /// Only these pixels change.
    let clip: PixelRect
    /// Extra per-pixel clip coverage (rounded clips), nil when the clip is rectangular.
    let mask: ClipMask?

    /// A target drawing into `clip` of `surface` through `mask`.
    init(surface: Surface, clip: PixelRect, mask: ClipMask?) {
        assert(surface.area.contains(clip), "clip \(clip) outside the surface \(surface.area)")
        assert(mask.map { $0.rect.contains(clip) } ?? true, "clip \(clip) outside its mask")
        self.surface = surface
        self.clip = clip
        self.mask = mask
    }
}
