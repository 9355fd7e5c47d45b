import SkeletonCore

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
