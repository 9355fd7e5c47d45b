import SkeletonCore
import SkeletonRaster

/// A translucent rounded panel holding lines of text: the shape of every overlay.
struct PanelText {
    /// Inner margin in points.
    static let padding = 12.0
    /// Distance between baselines.
    static let lineHeight = 17.0

    /// Lines with their own colours.
    var lines: [(text: String, color: RGBA8)]
    /// The font of every line.
    var font: FontSpec

    /// Panel size in points for these lines.
    func size(painter: ChromePainter) -> Size {
        let width = lines.map { painter.width(of: $0.text, font: font) }.max() ?? 0
        return Size(
            width: width + 2 * Self.padding, height: Double(lines.count) * Self.lineHeight + 2 * Self.padding - 4)
    }

    /// Draws the panel with its top-left at `origin`.
    func draw(
        at origin: Point, palette: ChromePalette, painter: ChromePainter, into fb: inout Framebuffer, clip: PixelRect
    ) {
        let size = size(painter: painter)
        painter.fill(
            Rect(origin: origin, size: size), color: palette.panel, opacity: 0.86, radius: 8, into: &fb, clip: clip)
        drawLines(at: origin, painter: painter, into: &fb, clip: clip)
    }

    /// Draws only the lines, the first baseline `padding` below `origin`.
    func drawLines(at origin: Point, painter: ChromePainter, into fb: inout Framebuffer, clip: PixelRect) {
        for (row, line) in lines.enumerated() {
            let baseline = Point(
                x: origin.x + Self.padding, y: origin.y + Self.padding + 9 + Double(row) * Self.lineHeight)
            painter.text(line.text, at: baseline, font: font, color: line.color, into: &fb, clip: clip)
        }
    }
}
