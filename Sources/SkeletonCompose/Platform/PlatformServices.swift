import SkeletonCore
import SkeletonDocument
import SkeletonRaster

/// What composition, the gallery and the commands need from the platform (fonts and images),
/// injected by the executable so that none of them imports SDL and tests can pass
/// deterministic fakes. Sendable: a batch
/// renders on every core with one set of services.
package struct PlatformServices: Sendable {
    /// Real font metrics for layout.
    package var metrics: any TextMetrics
    /// Glyph coverage masks for content text and the app's own labels.
    package var glyphs: any GlyphSource
    /// Font family resolution (validation warns about fallbacks; hot reload watches font files).
    package var fonts: any FontResolver
    /// Decoded images for content mode.
    package var images: any ImageSource
    /// Drops everything read from font and image files, because some changed on disk (hot reload).
    package var forgetFiles: @Sendable () -> Void

    /// Bundles the platform pieces.
    package init(
        metrics: any TextMetrics, glyphs: any GlyphSource, fonts: any FontResolver, images: any ImageSource,
        forgetFiles: @escaping @Sendable () -> Void = {}
    ) {
        self.metrics = metrics
        self.glyphs = glyphs
        self.fonts = fonts
        self.images = images
        self.forgetFiles = forgetFiles
    }
}
