import SkeletonCore
import SkeletonRaster

/// The fonts of the app's chrome (panels, rings, labels, bars) and its measurements in points at a
/// device pixel scale; the chrome itself is drawn as display-list commands (the `DrawCommand` extension below).
package struct ChromeMetrics {
    /// Regular label font.
    package static let font = FontSpec(family: FontSpec.defaultFamily, size: 12, weight: 400)
    /// Bold label font.
    package static let boldFont = FontSpec(family: FontSpec.defaultFamily, size: 12, weight: 700)
    /// Monospaced font for aligned tables (help, HUD).
    package static let monoFont = FontSpec(family: "DejaVu Sans Mono", size: 12, weight: 400)

    /// Measures the labels.
    let metrics: any TextMetrics
    /// Device pixels per point.
    package let pixelScale: Double

    /// Measurements with `metrics` at `pixelScale` pixels per point.
    package init(metrics: any TextMetrics, pixelScale: Double) {
        self.metrics = metrics
        self.pixelScale = pixelScale
    }

    /// Width of a label in points.
    package func width(of text: String, font: FontSpec = font) -> Double {
        metrics.width(of: text, font: font)
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

    /// The device-pixel rectangle covering a rectangle in points.
    package func pixels(_ rect: Rect) -> PixelRect {
        let x0 = Int((rect.minX * pixelScale).rounded(.down))
        let y0 = Int((rect.minY * pixelScale).rounded(.down))
        let x1 = Int((rect.maxX * pixelScale).rounded(.up))
        let y1 = Int((rect.maxY * pixelScale).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle in points of the device pixels covering `rect`: a clip on whole pixels, as
    /// `pixels(_:)` gives, for a display list drawn at this scale.
    package func pixelAligned(_ rect: Rect) -> Rect {
        let p = pixels(rect)
        return Rect(
            x: Double(p.x) / pixelScale, y: Double(p.y) / pixelScale, width: Double(p.width) / pixelScale,
            height: Double(p.height) / pixelScale)
    }
}

/// The colours of the app's own chrome (canvas, header, labels, panels) in each appearance.
package struct ChromePalette {
    /// Behind the cards.
    package let canvas: RGBA8
    /// The grid's status bar.
    package let header: RGBA8
    /// Primary text.
    package let text: RGBA8
    /// Card names and hints.
    package let secondaryText: RGBA8
    /// The selection ring.
    package let accent: RGBA8
    /// Overlay panels (help, HUD, diagnostics), drawn translucent.
    package let panel: RGBA8
    /// Text on panels.
    package let panelText: RGBA8
    /// Error headings.
    package let error: RGBA8

    /// The palette for an appearance.
    package static func forScheme(_ scheme: ColorScheme) -> ChromePalette {
        switch scheme {
        case .light:
            return ChromePalette(
                canvas: RGBA8(rgb: 0xE5E5EA), header: RGBA8(rgb: 0xF9F9FB), text: RGBA8(rgb: 0x1C1C1E),
                secondaryText: RGBA8(rgb: 0x5A5A60), accent: RGBA8(rgb: 0x007AFF), panel: RGBA8(rgb: 0x1C1C1E),
                panelText: RGBA8(rgb: 0xF2F2F7), error: RGBA8(rgb: 0xFF6961))
        case .dark:
            return ChromePalette(
                canvas: RGBA8(rgb: 0x2C2C2E), header: RGBA8(rgb: 0x1C1C1E), text: RGBA8(rgb: 0xF2F2F7),
                secondaryText: RGBA8(rgb: 0xAEAEB2), accent: RGBA8(rgb: 0x0A84FF), panel: RGBA8(rgb: 0x000000),
                panelText: RGBA8(rgb: 0xF2F2F7), error: RGBA8(rgb: 0xFF6961))
        }
    }
}

/// The app's chrome (panels, rings, labels, bars, charts) written as display-list commands in
/// points, the language the layouts are drawn in, so one rasterizer entry point draws everything
/// and a dump shows the chrome as it shows a layout.
extension [DrawCommand] {
    /// Appends a fill of `rect` in `color` at `opacity`, its corners rounded by `radius` points.
    package mutating func fill(_ rect: Rect, color: RGBA8, opacity: Double = 1, radius: Double = 0) {
        append(
            .fill(
                ShapeFill(
                    rect: rect, radii: CornerRadii(uniform: radius), paint: .solid(color), opacity: opacity,
                    role: .chrome)))
    }

    /// Appends one line of text with its baseline's left end at `origin`; nothing for an empty line
    /// (it would draw nothing).
    package mutating func text(
        _ text: String, at origin: Point, font: FontSpec = ChromeMetrics.font, color: RGBA8
    ) {
        guard !text.isEmpty else { return }
        append(.text(TextRun(text: text, font: font, baselineOrigin: origin, color: color)))
    }

    /// Appends `commands` clipped to `rect`.
    package mutating func clipped(to rect: Rect, _ commands: [DrawCommand]) {
        append(.pushClip(rect: rect, radii: .zero))
        append(contentsOf: commands)
        append(.popClip)
    }
}
