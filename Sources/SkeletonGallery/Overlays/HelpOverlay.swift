import SkeletonCompose
import SkeletonCore

/// The key help (? or H), centred in the room the other overlays leave.
enum HelpOverlay {
    /// The panel of `keys` (one line a binding) centred in `room` (window points), wrapped and cut to
    /// fit it, with its top-left corner.
    static func placed(keys: [String], room: Rect, palette: ChromePalette, metrics: ChromeMetrics) -> PlacedPanel {
        let lines =
            [("Keys (Esc closes)", palette.panelText), ("", palette.panelText)] + keys.map { ($0, palette.panelText) }
        let panel = PanelText(wrapping: lines, font: ChromeMetrics.monoFont, within: room.size, metrics: metrics)
        let size = panel.size(metrics: metrics)
        let origin = Point(
            x: max(room.minX, (room.midX - size.width / 2).rounded()),
            y: max(room.minY, (room.midY - size.height / 2).rounded()))
        return PlacedPanel(panel: panel, origin: origin)
    }
}
