import SkeletonCore

/// An 8-bit coverage mask of one text run, positioned relative to the run's baseline origin.
package struct CoverageMask: Sendable {
    /// Width in device pixels.
    package var width: Int
    /// Height in device pixels.
    package var height: Int
    /// Device-pixel offset of the mask's top-left from the baseline origin (y is usually −ascent).
    package var offsetX: Int
    /// Device-pixel offset of the mask's top-left from the baseline origin.
    package var offsetY: Int
    /// width × height coverage values, 0 = none, 255 = full.
    package var coverage: [UInt8]

    /// Creates a mask.
    package init(width: Int, height: Int, offsetX: Int, offsetY: Int, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.coverage = coverage
    }
}

/// Glyph bitmaps for text runs: SDL_ttf in the app, a deterministic fake in tests. Sendable: a
/// batch's rasterizers ask one source from several threads.
package protocol GlyphSource: Sendable {
    /// The coverage of `run` rendered at `scale` device pixels per point, or nil when it cannot be drawn.
    func mask(for run: TextRun, scale: Double) -> CoverageMask?
}

/// A decoded image: premultiplied 0xAARRGGBB pixels like the framebuffer.
package struct Bitmap: Sendable {
    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int
    /// width × height premultiplied pixels.
    package var pixels: [UInt32]

    /// Creates a bitmap.
    package init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// Decoded images by the name a display list uses: SDL_image in the app, fakes in tests. Sendable,
/// as `GlyphSource`.
package protocol ImageSource: Sendable {
    /// The image for `name`, or nil when it cannot be loaded (the rasterizer then draws nothing).
    func bitmap(named name: String) -> Bitmap?
}
