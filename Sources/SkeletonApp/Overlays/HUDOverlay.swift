import Foundation
import SkeletonCore
import SkeletonRaster

/// Frame statistics (F) in the top-right corner: fps, frame interval, render time, reload latency.
enum HUDOverlay {
    /// Fixed panel size, so the HUD's region is known before its text is.
    static let size = Size(width: 230, height: 94)

    /// Where the HUD goes.
    static func rect(viewport: Viewport) -> Rect {
        Rect(x: max(0, viewport.width - size.width - 8), y: 38, width: size.width, height: size.height)
    }

    /// The HUD's lines.
    static func lines(times: FrameTimes, state: GalleryState, now: Double) -> [String] {
        [
            "fps      " + (times.framesPerSecond.map { format($0) } ?? "-"),
            "frame    " + (times.lastInterval.map { format($0 * 1000) + " ms" } ?? "-"),
            "render   " + (times.renderSeconds.map { format($0 * 1000) + " ms" } ?? "-"),
            "reload   " + (times.reloadLatency.map { format($0 * 1000) + " ms" } ?? "-"),
            "time     " + String(format: "%.3f s", now) + (state.clock.isPaused ? " (paused)" : ""),
        ]
    }

    /// Draws the HUD.
    static func draw(
        times: FrameTimes, state: GalleryState, now: Double, palette: ChromePalette, painter: ChromePainter,
        into fb: inout Framebuffer, clip: PixelRect
    ) {
        let area = rect(viewport: state.viewport)
        let panelClip = painter.pixels(area).intersection(clip)
        let panel = PanelText(
            lines: lines(times: times, state: state, now: now).map { ($0, palette.panelText) },
            font: ChromePainter.monoFont)
        painter.fill(area, color: palette.panel, opacity: 0.86, radius: 8, into: &fb, clip: panelClip)
        panel.drawLines(at: area.origin, painter: painter, into: &fb, clip: panelClip)
    }

    /// One decimal, without a trailing ".0" for whole numbers.
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
