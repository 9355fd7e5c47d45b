import SkeletonCore
import SkeletonRaster

/// Draws the app's chrome (panels, rings, labels) in window points on the device-pixel grid,
/// through the rasterizer's chrome helpers and the platform's glyph masks.
struct ChromePainter {
    /// Regular label font.
    static let font = FontSpec(family: FontSpec.defaultFamily, size: 12, weight: 400)
    /// Bold label font.
    static let boldFont = FontSpec(family: FontSpec.defaultFamily, size: 12, weight: 700)
    /// Monospaced font for aligned tables (help, HUD).
    static let monoFont = FontSpec(family: "DejaVu Sans Mono", size: 12, weight: 400)

    /// Draws the pixels.
    let rasterizer: Rasterizer
    /// Glyphs and metrics.
    let services: PlatformServices
    /// Device pixels per point.
    let pixelScale: Double

    /// Fills a rectangle given in points, optionally rounded, inside `clip`.
    func fill(
        _ rect: Rect, color: RGBA8, opacity: Double = 1, radius: Double = 0, into fb: inout Framebuffer, clip: PixelRect
    ) {
        let device = Rect(
            x: rect.minX * pixelScale, y: rect.minY * pixelScale, width: rect.width * pixelScale,
            height: rect.height * pixelScale)
        rasterizer.fillRoundedRect(
            device, radii: CornerRadii(uniform: radius * pixelScale), color: color, opacity: opacity, into: &fb,
            clip: clip)
    }

    /// Width of a label in points.
    func width(of text: String, font: FontSpec = font) -> Double {
        services.metrics.width(of: text, font: font)
    }

    /// Draws one line of text with its baseline's left end at `origin` (points).
    func text(
        _ text: String, at origin: Point, font: FontSpec = font, color: RGBA8, into fb: inout Framebuffer,
        clip: PixelRect
    ) {
        let run = TextRun(text: text, font: font, baselineOrigin: .zero, color: color)
        guard !text.isEmpty, let mask = services.glyphs.mask(for: run, scale: pixelScale) else { return }
        rasterizer.drawMask(
            mask, atX: Int((origin.x * pixelScale).rounded()), y: Int((origin.y * pixelScale).rounded()), color: color,
            into: &fb, clip: clip)
    }

    /// The device-pixel rectangle covering a rectangle in points.
    func pixels(_ rect: Rect) -> PixelRect {
        let x0 = Int((rect.minX * pixelScale).rounded(.down))
        let y0 = Int((rect.minY * pixelScale).rounded(.down))
        let x1 = Int((rect.maxX * pixelScale).rounded(.up))
        let y1 = Int((rect.maxY * pixelScale).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
