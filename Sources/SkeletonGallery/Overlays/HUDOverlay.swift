import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// Frame statistics (F) in the top-right corner under the header: fps, frame interval, render
/// time, reload latency and the time since shown; paused, the pause and that time instead of a
/// frame rate that means nothing.
enum HUDOverlay {
    /// Panel size, so the HUD's region is known before its text is (narrower in a narrow window).
    static let size = Size(width: 230, height: 94)

    /// Where the HUD goes.
    static func rect(window: Size) -> Rect {
        let width = min(size.width, max(0, window.width - 16))
        return Rect(x: max(0, window.width - width - 8), y: GridHeader.height + 8, width: width, height: size.height)
    }

    /// Draws the HUD's `lines` in a window of `window` points.
    static func draw(
        lines: [String], window: Size, palette: ChromePalette, painter: ChromePainter, into fb: inout Framebuffer,
        clip: PixelRect
    ) {
        let area = rect(window: window)
        let panelClip = painter.pixels(area).intersection(clip)
        let panel = PanelText(lines: lines.map { ($0, palette.panelText) }, font: ChromePainter.monoFont)
        painter.fill(area, color: palette.panel, radius: 8, into: &fb, clip: panelClip)
        panel.drawLines(at: area.origin, painter: painter, into: &fb, clip: panelClip)
    }

    /// One decimal, without a trailing ".0" for whole numbers.
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
