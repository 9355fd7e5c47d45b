import SkeletonCore

#if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
    import SkeletonRasterAVX2
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

    // Caches kept across frames and across the different lists one rasterizer draws (a gallery
    // draws many layouts per frame): corner coverage by device geometry, glyph masks by run and
    // scale, bitmaps by name. Entries unused for a frame are dropped once a cache grows large.
    /// Corner coverage of device shapes, by slot.
    var shapes: [ShapeCoverage] = []
    /// The last frame that used each slot.
    var shapeLastUse: [Int] = []
    /// The slot of each cached device shape.
    var slotOfShape: [DeviceShape: Int] = [:]
    /// Slots whose shapes were evicted.
    var freeSlots: [Int] = []
    /// Glyph masks by run and scale.
    var glyphCache: [GlyphKey: (mask: CoverageMask?, lastUse: Int)] = [:]
    /// Decoded bitmaps by image name.
    var bitmapCache: [String: BitmapCacheEntry] = [:]
    /// Frames rendered so far (ages cache entries).
    var frameNumber = 0
    /// Coverage of the last chrome rounded rectangle.
    var chromeShape = ShapeCoverage()

    // Per command of the list being drawn (index = position in the display list).
    /// Coverage slot of each command's shape (−1 when it has none).
    var slots: [Int] = []
    /// Device pixels each command may touch.
    var bounds: [PixelRect] = []
    /// Device geometry of fills, images and clips.
    var deviceShapes: [DeviceShape?] = []
    /// `deviceShapes` and `slots` of the frame before: a command whose shape did not change keeps
    /// its slot without hashing the shape again.
    var previousShapes: [DeviceShape?] = []
    /// See `previousShapes`.
    var previousSlots: [Int] = []
    /// The matching popClip/endGroup of each pushClip/beginGroup.
    var partners: [Int] = []
    /// What each command does.
    var kinds: [CommandKind] = []
    /// Per beginGroup: whether its opacity folds into its commands (decided once per frame).
    var foldable: [Bool?] = []
    /// The coverage mask of each text (glyphs), border or shadow command.
    var textMasks: [CoverageMask?] = []
    /// Border and shadow masks by their device geometry, with the frame that last used them.
    var softMasks: [SoftMaskKey: (box: PixelRect, mask: CoverageMask, lastUse: Int)] = [:]
    /// The colour and opacity of each solid fill (nil for other commands), so that drawing one
    /// in every band it meets does not copy the command out of the list each time.
    var solidFills: [(color: RGBA8, opacity: Double)?] = []
    /// Each gradient fill's paint as resolved by the first band that drew it in this frame, with
    /// the opacity it was drawn at and `rampReplacements` then: later bands reuse it.
    var gradientPaints: [(opacity: Double, paint: ResolvedPaint, replacements: Int)?] = []
    /// Where each fill's cached horizontal gradient row starts in `gradientRows` (−1: none).
    var gradientRowStart: [Int] = []
    /// What each cached gradient row holds (nil: nothing valid stored).
    var gradientRowKeys: [GradientRowKey?] = []
    /// The cached gradient rows (kept from frame to frame while their keys hold).
    let gradientRows = ScratchBuffer<UInt32>(capacity: 1)

    // Per frame scratch.
    /// How the rows being drawn are cut into bands (nil outside a frame).
    var bands: BandGeometry?
    /// Band indices built this frame; the first `bandIndicesUsed` are valid.
    var bandIndices: [BandIndex] = []
    /// How many of `bandIndices` this frame has built.
    var bandIndicesUsed = 0
    /// Items and their rows while a band index is built.
    var itemExtents: [(start: Int, rows: Range<Int>)] = []
    /// pushClips awaiting their popClip while matching.
    var openClips: [Int] = []
    /// beginGroups awaiting their endGroup while matching.
    var openGroups: [Int] = []
    /// Command indices sorted for the overlap sweep.
    var order: [Int] = []
    /// Commands still open during the overlap sweep.
    var active: [Int] = []
    /// Recently used gradient tables (at most `rampSlots`; their entries are in `rampTables`).
    var ramps: [GradientRamp] = []
    /// Gradient tables kept at once.
    static let rampSlots = 16
    /// The entries of the tables of `ramps`, `GradientRamp.size` per slot.
    let rampTables = ScratchBuffer<UInt32>(capacity: rampSlots * GradientRamp.size)
    /// How many times a slot of `ramps` was given to another ramp: a slot found before still
    /// holds the same ramp while this is unchanged.
    var rampReplacements = 0
    /// The ramp slot replaced next when the table cache is full.
    var nextRamp = 0
    /// One row of colours (gradients, images).
    let colorRow = ScratchBuffer<UInt32>(capacity: Framebuffer.maxDimension + 8)
    /// One row of coverage × clip mask.
    let coverageRow = ScratchBuffer<UInt16>(capacity: Framebuffer.maxDimension + 8)
    /// Image source column per device column.
    let columnIndex = ScratchBuffer<Int32>(capacity: Framebuffer.maxDimension + 8)
    /// Image column weights, or one row of glyph coverage.
    let columnWeight = ScratchBuffer<UInt16>(capacity: Framebuffer.maxDimension + 8)
    /// Group layer bands, by nesting depth.
    var layers: [ScratchBuffer<UInt32>] = []
    /// Rounded-clip masks, by nesting depth.
    var masks: [ScratchBuffer<UInt16>] = []

    // The frame being drawn.
    /// Device pixels per layout point of the frame being drawn.
    var scale = 1.0
    /// Device position of the layout origin.
    var offset = Point.zero
    /// Glyph masks for this frame's text.
    var glyphs: (any GlyphSource)?
    /// Bitmaps for this frame's images.
    var images: (any ImageSource)?
    /// Where commands currently draw.
    var target: DrawTarget?
    /// The pixels this frame may touch.
    var frameArea = PixelRect.empty

    /// What a command does, known without reading its payload.
    enum CommandKind {
        /// Fill, text or image.
        case draw
        /// pushClip.
        case pushClip
        /// beginGroup.
        case beginGroup
        /// popClip or endGroup.
        case close
    }

    /// What a glyph mask depends on.
    struct GlyphKey: Hashable {
        /// The run.
        var run: TextRun
        /// Device pixels per point.
        var scale: Double
    }

    /// A decoded bitmap and what drawing it needs to know.
    struct BitmapCacheEntry {
        /// The bitmap (nil when missing or malformed).
        var bitmap: Bitmap?
        /// True when every pixel is opaque.
        var isOpaque: Bool
        /// The last frame that used it.
        var lastUse: Int
    }

    #if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
        /// The same renderer compiled for AVX2 (see `WideTwin.swift`), which draws this one's
        /// frames when the CPU has AVX2; nil on other CPUs.
        private let wide: SkeletonRasterAVX2.Rasterizer?
    #endif

    /// Creates a rasterizer. With `allowingWideKernel` false it draws with this module's baseline
    /// code even on a CPU with AVX2 (to compare the two; the pixels are the same).
    package init(allowingWideKernel: Bool = true) {
        #if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
            wide = allowingWideKernel && WideKernel.isAvailable ? SkeletonRasterAVX2.Rasterizer() : nil
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
        bitmapCache.removeAll()
        glyphCache.removeAll()
        #if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
            wide?.forgetContent()
        #endif
    }

    /// Draws `list` into `fb`: fills `clip` (default: the list's canvas in device pixels) with the
    /// background, then draws the commands in order, touching no pixel outside the clip.
    /// A device pixel is layout point × `scale` + `offset`. Commands with non-finite numbers are
    /// skipped; text needs `glyphs` and images need `images` (without them those commands draw nothing).
    package func render(
        _ list: DisplayList, into fb: inout Framebuffer, scale: Double = 1, offset: Point = .zero,
        clip: PixelRect? = nil, glyphs: (any GlyphSource)? = nil, images: (any ImageSource)? = nil
    ) {
        let (width, height) = (fb.width, fb.height)
        fb.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            render(
                list, pixels: base, width: width, height: height, scale: scale, offset: offset, clip: clip,
                glyphs: glyphs, images: images)
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
        offset: Point = .zero, clip: PixelRect? = nil, glyphs: (any GlyphSource)? = nil,
        images: (any ImageSource)? = nil
    ) {
        #if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
            if let wide {
                wide.render(
                    list, pixels: pixels, width: width, height: height, scale: scale, offset: offset, clip: clip?.twin,
                    glyphs: glyphs.map { TwinGlyphs(base: $0) }, images: images.map { TwinImages(base: $0) })
                return
            }
        #endif
        guard let area = Self.area(of: list, width: width, height: height, scale: scale, offset: offset, clip: clip)
        else { return }
        self.scale = scale
        self.offset = offset
        self.glyphs = glyphs
        self.images = images
        frameArea = area
        prepare(list.commands)
        prepareGradientRows(list.commands)
        let background = PixelMath.premultiplied(list.background)
        // Band by band, so that the pixels a band's commands blend are still in cache from its background fill.
        let bandRows = Self.bandRows(width: area.width, height: area.height)
        bandIndicesUsed = 0
        bands = BandGeometry(covering: area, rows: bandRows)
        let surface = Surface(base: pixels, stride: width, originX: 0, originY: 0)
        var y = area.y
        while y < area.maxY {
            let band = PixelRect(x: area.x, y: y, width: area.width, height: min(bandRows, area.maxY - y))
            if !(list.commands.first.map { coversOpaquely($0, index: 0, band) } ?? false) {
                for row in band.y..<band.maxY { Span.fill(surface.row(row) + band.x, band.width, background) }
            }
            target = DrawTarget(surface: surface, clip: band, mask: nil)
            run(list.commands, 0..<list.commands.count, opacity: 1, depth: 0)
            y = band.maxY
        }
        target = nil
        bands = nil
        self.glyphs = nil
        self.images = nil
        evictStaleEntries()
    }

}
