import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// What the window shows when there is nothing to preview: no theme files, or a theme without layouts.
enum EmptyStateOverlay {
    /// Draws `text` (a heading, then hints) centred in a window of `window` points.
    static func draw(
        text: [String], window: Size, palette: ChromePalette, painter: ChromePainter, into fb: inout Framebuffer,
        clip: PixelRect
    ) {
        let top = (window.height / 2 - Double(text.count) * 11).rounded()
        for (row, line) in text.enumerated() {
            let font = row == 0 ? ChromePainter.boldFont : ChromePainter.font
            let width = painter.width(of: line, font: font)
            let origin = Point(x: ((window.width - width) / 2).rounded(), y: top + Double(row) * 22)
            painter.text(
                line, at: origin, font: font, color: row == 0 ? palette.text : palette.secondaryText, into: &fb,
                clip: clip)
        }
    }
}
