import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// What surrounds a grid card: a soft shadow, the selection ring and the layout's name under it.
enum CardChrome {
    /// Draws the chrome of `card` (the card itself is drawn over the shadow afterwards).
    static func draw(
        frame: Rect, name: String?, labelWidth: Double, selected: Bool, palette: ChromePalette,
        painter: ChromePainter, into fb: inout Framebuffer, clip: PixelRect
    ) {
        if selected {
            painter.fill(frame.insetBy(-4), color: palette.accent, radius: 6, into: &fb, clip: clip)
            painter.fill(frame.insetBy(-2), color: palette.canvas, radius: 4, into: &fb, clip: clip)
        } else {
            painter.fill(
                frame.insetBy(-1).offsetBy(dx: 0, dy: 1), color: RGBA8(rgb: 0x000000), opacity: 0.18, radius: 2,
                into: &fb, clip: clip)
        }
        guard let name else { return }
        let label = painter.fitted(name, width: labelWidth)
        let width = painter.width(of: label)
        let origin = Point(x: frame.midX - width / 2, y: frame.maxY + 15)
        painter.text(
            label, at: origin, font: selected ? ChromePainter.boldFont : ChromePainter.font,
            color: selected ? palette.text : palette.secondaryText, into: &fb, clip: clip)
    }
}
