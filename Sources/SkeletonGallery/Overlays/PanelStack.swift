import SkeletonCompose
import SkeletonCore

/// A panel with its top-left corner in window points, at least `minimumWidth` wide.
struct PlacedPanel {
    /// The panel's lines.
    var panel: PanelText
    /// Its top-left corner.
    var origin: Point
    /// The narrowest it is drawn (the diagnostics span the window).
    var minimumWidth = 0.0

    /// The panel's commands.
    func commands(palette: ChromePalette, metrics: ChromeMetrics) -> [DrawCommand] {
        panel.commands(at: origin, minimumWidth: minimumWidth, palette: palette, metrics: metrics)
    }
}

/// The overlay panels of a frame stacked so that none covers another and all stay in the window:
/// the diagnostics along the bottom (at most half the window), the toast above them, the HUD in the
/// top-right corner under the header and the help centred in the room left. A pure function of
/// what they say and the room, so the stacking is tested as text (`DisplayList.json`).
struct PanelStack {
    /// Room between the panels and the window's edges, in points.
    static let gap = 8.0

    /// The diagnostics' heading and lines; empty: no panel.
    var diagnostics: [String] = []
    /// The toast, if one shows.
    var toast: Toast?
    /// The HUD's lines; nil: hidden.
    var hud: [String]?
    /// The key help's bindings; nil: hidden.
    var help: [String]?

    /// The panels in a window of `window` points between `top` (the header's bottom) and `bottom`
    /// (the timeline bar's top, or the window's bottom), in drawing order.
    func commands(window: Size, top: Double, bottom: Double, palette: ChromePalette, metrics: ChromeMetrics)
        -> [DrawCommand]
    {
        let gap = Self.gap
        var bottom = bottom - gap
        let width = max(0, window.width - 2 * gap)
        var commands: [DrawCommand] = []
        if let panel = DiagnosticsOverlay.panel(
            text: diagnostics, width: width, height: max(0, (window.height - top) / 2 - gap), palette: palette,
            metrics: metrics)
        {
            let height = panel.size(metrics: metrics).height
            let placed = PlacedPanel(panel: panel, origin: Point(x: gap, y: bottom - height), minimumWidth: width)
            commands += placed.commands(palette: palette, metrics: metrics)
            bottom -= height + gap
        }
        if let toast {
            let panel = ToastOverlay.panel(
                toast, within: Size(width: width, height: max(0, bottom - top - gap)), palette: palette,
                metrics: metrics)
            let size = panel.size(metrics: metrics)
            let origin = Point(x: ((window.width - size.width) / 2).rounded(), y: bottom - size.height)
            commands += PlacedPanel(panel: panel, origin: origin).commands(palette: palette, metrics: metrics)
            bottom -= size.height + gap
        }
        var helpTop = top + gap
        if let hud {
            commands += HUDOverlay.commands(lines: hud, window: window, palette: palette, metrics: metrics)
            helpTop = HUDOverlay.rect(window: window).maxY + gap
        }
        if let help {
            let room = Rect(x: gap, y: helpTop, width: width, height: max(0, bottom - helpTop))
            commands += HelpOverlay.placed(keys: help, room: room, palette: palette, metrics: metrics)
                .commands(palette: palette, metrics: metrics)
        }
        return commands
    }
}
