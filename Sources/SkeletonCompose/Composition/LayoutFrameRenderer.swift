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

/// The display list of one layout on screen at a moment: the layout's own, with `--background`
/// applied, inside its device frame when there is a device. The one path capture, the window's
/// cards and the variants grid take, so each draws the same pixels.
package enum ScreenList {
    /// `prepared` at timeline time `time` of `timeline`, framed by `device` in `scheme`'s chrome colours.
    package static func make(
        _ prepared: PreparedLayout, at time: Double, timeline: SkeletonTimeline, device: Device?, scheme: ColorScheme,
        background: RGBA8? = nil
    ) -> DisplayList {
        var list = prepared.displayList(at: time, timeline: timeline)
        if let background { list.background = background }
        guard let device else { return list }
        // Outside the rounded bezel shows the canvas the frame sits on in the window and in sheets.
        return DeviceFrame(device, around: prepared.layout).displayList(
            framing: list, scheme: scheme, surround: ChromePalette.forScheme(scheme).canvas)
    }
}

/// The device pixels that layout rectangles touch: what the window redraws when they change, and
/// what a variants cell's animation can change.
package enum PixelBounds {
    /// The device-pixel box around layout rectangles drawn at `scale` from device pixel (x, y),
    /// one pixel wider on each side for anti-aliased edges.
    package static func around(_ rects: [Rect], scale: Double, x: Int, y: Int) -> PixelRect {
        guard let first = rects.first else { return .empty }
        var box = (minX: first.minX, minY: first.minY, maxX: first.maxX, maxY: first.maxY)
        for rect in rects.dropFirst() {
            box = (
                min(box.minX, rect.minX), min(box.minY, rect.minY), max(box.maxX, rect.maxX), max(box.maxY, rect.maxY)
            )
        }
        let x0 = x + Int((box.minX * scale).rounded(.down)) - 1
        let y0 = y + Int((box.minY * scale).rounded(.down)) - 1
        let x1 = x + Int((box.maxX * scale).rounded(.up)) + 1
        let y1 = y + Int((box.maxY * scale).rounded(.up)) + 1
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
