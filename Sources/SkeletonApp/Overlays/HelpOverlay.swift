import SkeletonCore
import SkeletonRaster

/// The key help (? or H), centred over the gallery.
enum HelpOverlay {
    /// Draws the panel.
    static func draw(
        viewport: Viewport, palette: ChromePalette, painter: ChromePainter, into fb: inout Framebuffer, clip: PixelRect
    ) {
        let lines =
            [("Keys", palette.panelText), ("", palette.panelText)] + KeyBindings.lines.map { ($0, palette.panelText) }
        let panel = PanelText(lines: lines, font: ChromePainter.monoFont)
        let size = panel.size(painter: painter)
        let origin = Point(
            x: max(8, ((viewport.width - size.width) / 2).rounded()),
            y: max(8, ((viewport.height - size.height) / 2).rounded()))
        panel.draw(at: origin, palette: palette, painter: painter, into: &fb, clip: clip)
    }
}
