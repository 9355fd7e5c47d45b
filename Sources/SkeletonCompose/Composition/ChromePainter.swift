import SkeletonCore
import SkeletonRaster

/// Draws the app's chrome (panels, rings, labels) in window points on the device-pixel grid,
/// through the rasterizer's chrome helpers and the platform's glyph masks.
package struct ChromePainter {
    /// Regular label font.
    package static let font = FontSpec(family: FontSpec.defaultFamily, size: 12, weight: 400)
    /// Bold label font.
    package static let boldFont = FontSpec(family: FontSpec.defaultFamily, size: 12, weight: 700)
    /// Monospaced font for aligned tables (help, HUD).
    package static let monoFont = FontSpec(family: "DejaVu Sans Mono", size: 12, weight: 400)

    /// Draws the pixels.
    let rasterizer: Rasterizer
    /// Glyphs and metrics.
    let services: PlatformServices
    /// Device pixels per point.
    let pixelScale: Double

    /// A painter drawing with `rasterizer` and the platform's glyphs at `pixelScale` pixels per point.
    package init(rasterizer: Rasterizer, services: PlatformServices, pixelScale: Double) {
        self.rasterizer = rasterizer
        self.services = services
        self.pixelScale = pixelScale
    }

    /// Fills a rectangle given in points, optionally rounded, inside `clip`.
    package func fill(
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
    package func width(of text: String, font: FontSpec = font) -> Double {
        services.metrics.width(of: text, font: font)
    }

    /// The label shortened with "..." to fit `width` points: the longest prefix that fits, found by
    /// bisection, so a 30 000-character name costs about 15 measurements, not 30 000 (widths grow
    /// with the prefix).
    package func fitted(_ text: String, width: Double, font: FontSpec = Self.font) -> String {
        guard self.width(of: text, font: font) > width else { return text }
        let characters = Array(text)
        // The empty prefix is taken even when "..." alone does not fit; the whole text does not fit.
        let fits = Bisection.last(fitting: 0, tooLong: characters.count) {
            !(self.width(of: String(characters[..<$0]) + "...", font: font) > width)
        }
        return String(characters[..<fits]) + "..."
    }

    /// Draws one line of text with its baseline's left end at `origin` (points).
    package func text(
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
    package func pixels(_ rect: Rect) -> PixelRect {
        let x0 = Int((rect.minX * pixelScale).rounded(.down))
        let y0 = Int((rect.minY * pixelScale).rounded(.down))
        let x1 = Int((rect.maxX * pixelScale).rounded(.up))
        let y1 = Int((rect.maxY * pixelScale).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
