import SkeletonCore

#if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
    import SkeletonRasterAVX2
#endif
#if canImport(SkeletonRasterAVX512)
    import SkeletonRasterAVX512
#endif

/// Turns display lists into pixels: anti-aliased rounded rectangles with exact area coverage,
/// gradients, glyph masks, images, clips and group opacity, blended premultiplied source-over in
/// sRGB space (see `PixelMath` for the rounding).
///
/// One rasterizer keeps its scratch memory and per-command caches (corner coverage, gradient
/// tables, glyph masks, bitmaps) from frame to frame: drawing the same geometry again costs only
/// the pixel stores, and steady frames allocate nothing. Not thread-safe; use one per thread.
package final class Rasterizer {
    /// A band of rows (of the frame, or of a group's layer) holds at most this many pixels (512 KB),
    /// so that a band, a layer band and the image rows under it stay in a 2 MB L2 cache together.
    static let bandPixels = 131_072
    /// Rows per band at most: measured best on the shared scenes at both sizes (fewer rows cost more
    /// visits per shape, more rows make the cross-dissolve's three bands of rows contend in cache).
    static let bandRowLimit = 32

    /// Rows per band for an area `width` pixels wide and `height` rows tall.
    static func bandRows(width: Int, height: Int) -> Int {
        max(1, min(height, bandRowLimit, bandPixels / max(1, width)))
    }

    // Its state, each part with one job. The stages (folders of this target) run in order:
    // Prepare (the command table) → Band (which items meet each band of rows) → Cover (the
    // coverage of shapes, glyphs, borders and shadows) → Paint (the colours) → Composite (blending
    // into the frame or a group's layer).

    /// The frame being drawn.
    var frame = FrameState()
    /// This frame's commands as prepared for drawing.
    let table = CommandTable()
    /// The band indexes of this frame.
    let bandIndexes = BandIndexes()

    // Caches kept across frames and across the different lists one rasterizer draws (a gallery
    // draws many layouts per frame). Entries unused for two frames are dropped once a cache grows large.
    /// Corner coverage of device shapes, by slot.
    let coverage = CoverageCache()
    /// Glyph masks by run and scale.
    let glyphMasks = GlyphMaskCache()
    /// Border and shadow masks by device geometry.
    let softMasks = SoftMaskCache()
    /// Decoded bitmaps by image name.
    let bitmaps = BitmapCache()
    /// Recently used gradient tables.
    let ramps = RampCache()
    /// Horizontal gradients' rows of colours, by command.
    let gradientRows = GradientRowCache()

    /// Rows and layers reused by every draw.
    let scratch = Scratch()
    /// The overlap test of groups whose opacity may fold into their commands.
    let overlap = OverlapSweep()
    /// The columns a layer band's items reach, kept for its storage (see `compositeAroundTouched`).
    var touchedColumns = TouchedColumns()
    /// The shapes of a band of a dissolve without a layer, kept for their storage (see `dissolveWithoutLayer`).
    var bandItems = BandItems()
    /// Bands of dissolves composited without a layer so far (which path ran, for the tests).
    var bandsWithoutLayer = 0

    #if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
        /// The same renderer compiled for AVX2 (see `WideTwin.swift`), which draws this one's
        /// frames when the CPU has AVX2; nil on other CPUs.
        private let wide: SkeletonRasterAVX2.Rasterizer?
    #endif

    /// True when a dissolve's layer composite runs on 16-pixel vectors (`SkeletonRasterAVX512`).
    package let usesWideComposite: Bool

    /// Creates a rasterizer. With `allowingWideKernel` false it draws with this module's baseline
    /// code even on a CPU with AVX2, and with `allowingWideComposite` false it composites layers 8
    /// pixels at a time even on a CPU with AVX-512 (to compare the paths; the pixels are the same).
    package init(allowingWideKernel: Bool = true, allowingWideComposite: Bool = true) {
        #if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
            usesWideComposite = allowingWideComposite && WideKernel.hasAVX512
            wide =
                allowingWideKernel && WideKernel.isAvailable
                ? SkeletonRasterAVX2.Rasterizer(allowingWideComposite: usesWideComposite) : nil
        #elseif canImport(SkeletonRasterAVX512)
            // The AVX2 twin: made only by the baseline rasterizer, which has checked the CPU.
            usesWideComposite = allowingWideComposite
        #else
            usesWideComposite = false
        #endif
    }

    /// True when frames are drawn by the AVX2 twin.
    package var usesWideKernel: Bool {
        #if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
            wide != nil
        #else
            false
        #endif
    }

    /// Forgets every decoded bitmap and glyph mask it keeps, because the files behind them changed
    /// (hot reload): the cache is keyed by image name and text run, which stay the same when an
    /// image or font file is replaced.
    package func forgetContent() {
        bitmaps.removeAll()
        glyphMasks.removeAll()
        #if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
            wide?.forgetContent()
        #endif
    }

    /// Draws `list` into `fb`: fills `clip` (default: the list's canvas in device pixels) with the
    /// background, then draws the commands in order, touching no pixel outside the clip.
    /// A device pixel is layout point × `scale` + `offset`. Commands with non-finite numbers are
    /// skipped; text needs `glyphs` and images need `images` (without them those commands draw nothing).
    /// An `overlay` list (the window's chrome over its cards) skips the background and draws over
    /// the pixels already there.
    package func render(
        _ list: DisplayList, into fb: inout Framebuffer, scale: Double = 1, offset: Point = .zero,
        clip: PixelRect? = nil, overlay: Bool = false, glyphs: (any GlyphSource)? = nil,
        images: (any ImageSource)? = nil
    ) {
        let (width, height) = (fb.width, fb.height)
        fb.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            render(
                list, pixels: base, width: width, height: height, scale: scale, offset: offset, clip: clip,
                overlay: overlay, glyphs: glyphs, images: images)
        }
    }

    /// The pixels a frame of `list` touches in a `width`×`height` framebuffer: `clip` (default: the
    /// list's canvas in device pixels) inside the framebuffer; nil when that is empty or the
    /// transform is not finite.
    static func area(
        of list: DisplayList, width: Int, height: Int, scale: Double, offset: Point, clip: PixelRect?
    ) -> PixelRect? {
        guard scale.isFinite, scale > 0, offset.x.isFinite, offset.y.isFinite else { return nil }
        let canvas =
            DeviceShape(rect: Rect(origin: .zero, size: list.size), radii: .zero, scale: scale, offset: offset)?
            .bounds ?? .empty
        let area = (clip ?? canvas).intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        return area.isEmpty ? nil : area
    }

    /// Draws `list` into `width`×`height` pixels at `pixels` (rows without padding), as
    /// `render(_:into:…)` does: the form several rasterizers use to draw disjoint rows of one
    /// framebuffer at once (`ParallelRasterizer`).
    package func render(
        _ list: DisplayList, pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, scale: Double = 1,
        offset: Point = .zero, clip: PixelRect? = nil, overlay: Bool = false, glyphs: (any GlyphSource)? = nil,
        images: (any ImageSource)? = nil
    ) {
        #if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
            if let wide {
                wide.render(
                    list, pixels: pixels, width: width, height: height, scale: scale, offset: offset, clip: clip?.twin,
                    overlay: overlay, glyphs: glyphs.map { TwinGlyphs(base: $0) },
                    images: images.map { TwinImages(base: $0) })
                return
            }
        #endif
        guard let area = Self.area(of: list, width: width, height: height, scale: scale, offset: offset, clip: clip)
        else { return }
        frame.scale = scale
        frame.offset = offset
        frame.glyphs = glyphs
        frame.images = images
        frame.area = area
        prepare(list.commands)
        let background = PixelMath.premultiplied(list.background)
        // Band by band, so that the pixels a band's commands blend are still in cache from its background fill.
        let bandRows = Self.bandRows(width: area.width, height: area.height)
        bandIndexes.reset()
        frame.bands = BandGeometry(covering: area, rows: bandRows)
        let surface = Surface(base: pixels, area: PixelRect(x: 0, y: 0, width: width, height: height))
        var y = area.y
        while y < area.maxY {
            let band = PixelRect(x: area.x, y: y, width: area.width, height: min(bandRows, area.maxY - y))
            frame.target = DrawTarget(surface: surface, clip: band, mask: nil)
            if !overlay, !(list.commands.first.map { coversOpaquely($0, index: 0, band) } ?? false) {
                for row in band.y..<band.maxY {
                    Span.fill(surface.span(row, band.x, band.width), band.width, background)
                }
            }
            run(list.commands, 0..<list.commands.count, opacity: 1, depth: 0)
            y = band.maxY
        }
        frame.target = nil
        frame.bands = nil
        frame.glyphs = nil
        frame.images = nil
        evictStaleEntries()
    }

}

/// The frame being drawn: its transform and content sources, the pixels it may touch, where
/// commands draw at this moment and how those rows are cut into bands. Set by `Rasterizer.render`
/// for one frame; only `number` outlives it.
struct FrameState {
    /// Device pixels per layout point.
    var scale = 1.0
    /// Device position of the layout origin.
    var offset = Point.zero
    /// Glyph masks for this frame's text.
    var glyphs: (any GlyphSource)?
    /// Bitmaps for this frame's images.
    var images: (any ImageSource)?
    /// The pixels this frame may touch.
    var area = PixelRect.empty
    /// Where commands draw now: a band of the framebuffer, or of a group's layer (nil outside a frame).
    var target: DrawTarget?
    /// How the rows being drawn are cut into bands (nil outside a frame).
    var bands: BandGeometry?
    /// Frames begun so far: the clock the caches age their entries by.
    var number = 0
}

/// A canvas of 32-bit pixels shared by the rasterizer, the SDL streaming texture
/// (SDL_PIXELFORMAT_ARGB8888) and the PNG writer: each pixel is 0xAARRGGBB, premultiplied alpha,
/// sRGB, rows top to bottom with no padding.
package struct Framebuffer: Sendable {
    /// Width in pixels, 1…8192.
    package let width: Int
    /// Height in pixels, 1…8192.
    package let height: Int
    /// width × height pixels, row-major.
    package var pixels: [UInt32]

    /// The largest width or height accepted.
    package static let maxDimension = 8192

    /// Creates a framebuffer filled with one pixel value, or nil when a side is outside 1…8192.
    package init?(width: Int, height: Int, fill: UInt32 = 0) {
        guard (1...Self.maxDimension).contains(width), (1...Self.maxDimension).contains(height) else { return nil }
        self.width = width
        self.height = height
        self.pixels = [UInt32](repeating: fill, count: width * height)
    }
}
