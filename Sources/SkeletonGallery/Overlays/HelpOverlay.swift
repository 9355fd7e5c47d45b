import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// The key help (? or H), centred in the room the other overlays leave.
enum HelpOverlay {
    /// Draws the panel of `keys` (one line a binding) centred in `room` (window points), wrapped and
    /// cut to fit it.
    static func draw(
        keys: [String], room: Rect, palette: ChromePalette, painter: ChromePainter, into fb: inout Framebuffer,
        clip: PixelRect
    ) {
        let lines =
            [("Keys (Esc closes)", palette.panelText), ("", palette.panelText)] + keys.map { ($0, palette.panelText) }
        let panel = PanelText(wrapping: lines, font: ChromePainter.monoFont, within: room.size, painter: painter)
        let size = panel.size(painter: painter)
        let origin = Point(
            x: max(room.minX, (room.midX - size.width / 2).rounded()),
            y: max(room.minY, (room.midY - size.height / 2).rounded()))
        panel.draw(at: origin, palette: palette, painter: painter, into: &fb, clip: clip)
    }
}
