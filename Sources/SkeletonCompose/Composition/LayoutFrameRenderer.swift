import SkeletonCore
import SkeletonRaster

/// Draws one layout's display list into a framebuffer: the single code path shared by `capture`
/// and the gallery (focus view and cards), so a capture equals the window pixel for pixel; and
/// the chrome's lists over them.
package struct LayoutFrameRenderer {
    /// The rasterizer (reused: it keeps scratch buffers).
    let rasterizer: Rasterizer
    /// Glyphs and images for content mode.
    let services: PlatformServices

    /// A renderer drawing with `rasterizer` and the platform's glyphs and images.
    package init(rasterizer: Rasterizer, services: PlatformServices) {
        self.rasterizer = rasterizer
        self.services = services
    }

    /// Draws `list` with its origin at device pixel (x, y), `scale` device pixels per point,
    /// touching only the layout's own pixels inside `clip`.
    package func draw(_ list: DisplayList, into fb: inout Framebuffer, scale: Double, x: Int, y: Int, clip: PixelRect) {
        let size = Self.pixelSize(of: list.size, scale: scale)
        let area = PixelRect(x: x, y: y, width: size.width, height: size.height).intersection(clip)
        guard !area.isEmpty else { return }
        rasterizer.render(
            list, into: &fb, scale: scale, offset: Point(x: Double(x), y: Double(y)), clip: area,
            glyphs: services.glyphs,
            images: services.images)
    }

    /// Draws the chrome `list` (in points, `scale` device pixels per point, its origin at device
    /// pixel (x, y)) over the pixels already in `fb`, without its background, touching only pixels
    /// in `clip`: the window's panels and bars over its cards, a sheet's labels over its frames.
    package func drawOverlay(
        _ list: DisplayList, into fb: inout Framebuffer, scale: Double, x: Int = 0, y: Int = 0, clip: PixelRect
    ) {
        guard !list.commands.isEmpty else { return }
        rasterizer.render(
            list, into: &fb, scale: scale, offset: Point(x: Double(x), y: Double(y)), clip: clip, overlay: true,
            glyphs: services.glyphs, images: services.images)
    }

    /// Device pixels covered by a layout of `size` points at `scale` (partial pixels count).
    package static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        (max(1, Int((size.width * scale - 1e-9).rounded(.up))), max(1, Int((size.height * scale - 1e-9).rounded(.up))))
    }
}
