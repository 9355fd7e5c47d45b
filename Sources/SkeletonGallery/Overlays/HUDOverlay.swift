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
    static func rect(viewport: Viewport) -> Rect {
        let width = min(size.width, max(0, viewport.width - 16))
        return Rect(
            x: max(0, viewport.width - width - 8), y: GalleryGeometry.headerHeight + 8, width: width,
            height: size.height)
    }

    /// The HUD's lines at timeline time `now`.
    static func lines(times: FrameTimes, state: GalleryState, now: Double) -> [String] {
        let since = state.timeline.captureMoment(at: now)?.time ?? now
        let time = "t        " + String(format: "%.3f s", since) + " since shown"
        let render = "render   " + (times.renderSeconds.map { format($0 * 1000) + " ms" } ?? "-")
        let reload = "reload   " + (times.reloadLatency.map { format($0 * 1000) + " ms" } ?? "-")
        if state.clock.isPaused {
            return [
                "paused   (P resumes)", time, "speed    " + format(state.clock.speed) + "x", render, reload,
            ]
        }
        return [
            "fps      " + (times.framesPerSecond.map { format($0) } ?? "-"),
            "frame    " + (times.lastInterval.map { format($0 * 1000) + " ms" } ?? "-"),
            render, reload, time,
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
        painter.fill(area, color: palette.panel, radius: 8, into: &fb, clip: panelClip)
        panel.drawLines(at: area.origin, painter: painter, into: &fb, clip: panelClip)
    }

    /// One decimal, without a trailing ".0" for whole numbers.
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
