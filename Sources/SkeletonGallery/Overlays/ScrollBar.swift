import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// The vertical scroll bar at the right edge, below the header, when the content is taller than
/// the window: its thumb's length is the visible share, its position the scroll offset.
enum ScrollBar {
    /// Width of the bar in points.
    static let width = 6.0
    /// Shortest thumb, so it stays easy to see on a long grid.
    static let minimumThumb = 24.0

    /// The thumb's rectangle in window points, nil when everything fits.
    static func thumb(geometry: GalleryGeometry, scroll: Point, viewport: Viewport) -> Rect? {
        let content = geometry.contentSize.height
        guard content > viewport.height + 0.5 else { return nil }
        let track = Rect(
            x: viewport.width - width - 3, y: GalleryGeometry.headerHeight + 3, width: width,
            height: max(0, viewport.height - GalleryGeometry.headerHeight - 6))
        let length = max(minimumThumb, track.height * viewport.height / content).rounded()
        let limit = geometry.maximumScroll(in: viewport).y
        let offset = limit > 0 ? (track.height - length) * min(1, scroll.y / limit) : 0
        return Rect(x: track.minX, y: (track.minY + offset).rounded(), width: width, height: min(length, track.height))
    }

    /// Draws the thumb.
    static func draw(
        geometry: GalleryGeometry, scroll: Point, viewport: Viewport, palette: ChromePalette, painter: ChromePainter,
        into fb: inout Framebuffer, clip: PixelRect
    ) {
        guard let thumb = thumb(geometry: geometry, scroll: scroll, viewport: viewport) else { return }
        painter.fill(thumb, color: palette.secondaryText, opacity: 0.7, radius: width / 2, into: &fb, clip: clip)
    }
}
