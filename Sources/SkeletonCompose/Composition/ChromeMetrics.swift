import SkeletonCore
import SkeletonRaster

/// The fonts of the app's chrome (panels, rings, labels, bars) and its measurements in points at a
/// device pixel scale; the chrome itself is drawn as display-list commands (`DrawCommand+Chrome`).
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
