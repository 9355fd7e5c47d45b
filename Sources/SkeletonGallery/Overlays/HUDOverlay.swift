import Foundation
import SkeletonCompose
import SkeletonCore

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

    /// The HUD's `lines` in a window of `window` points, clipped to the pixels of its panel (its
    /// region is known before its text).
    static func commands(lines: [String], window: Size, palette: ChromePalette, metrics: ChromeMetrics)
        -> [DrawCommand]
    {
        let area = rect(window: window)
        let panel = PanelText(lines: lines.map { ($0, palette.panelText) }, font: ChromeMetrics.monoFont)
        var inside: [DrawCommand] = []
        inside.fill(area, color: palette.panel, radius: 8)
        inside += panel.lineCommands(at: area.origin)
        var commands: [DrawCommand] = []
        commands.clipped(to: metrics.pixelAligned(area), inside)
        return commands
    }

    /// One decimal, without a trailing ".0" for whole numbers.
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
