import Foundation
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

/// The errors of a theme that failed to (re)load, drawn along the bottom until the file is fixed
/// (wrapped, never cut);
/// for an IB screen that loads, the ancestors that keep SkeletonView from skeletonable views (the answer
/// to "why doesn't my skeleton show?"), until they are flagged or `--bridge` is given.
enum DiagnosticsOverlay {
    /// The panel of `text` (a heading, then the diagnostics) `width` wide, at most `height` tall:
    /// every line wrapped (a diagnostic's fix is never cut off), nil when there is nothing to say.
    static func panel(text: [String], width: Double, height: Double, palette: ChromePalette, metrics: ChromeMetrics)
        -> PanelText?
    {
        guard !text.isEmpty else { return nil }
        return PanelText(
            wrapping: text.enumerated().map { ($0.element, $0.offset == 0 ? palette.error : palette.panelText) },
            font: ChromeMetrics.font, within: Size(width: width, height: height), metrics: metrics)
    }
}

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

/// The toast (the S key's saved path and capture command) over the bottom of the window.
enum ToastOverlay {
    /// Widest the toast grows, in points.
    static let maximumWidth = 900.0

    /// The panel for `toast` within `size`.
    static func panel(_ toast: Toast, within size: Size, palette: ChromePalette, metrics: ChromeMetrics) -> PanelText {
        let lines = toast.lines.enumerated().map { line in
            (line.element, line.offset == 0 ? (toast.isError ? palette.error : palette.panelText) : palette.panelText)
        }
        return PanelText(
            wrapping: lines, font: ChromeMetrics.font,
            within: Size(width: min(size.width, maximumWidth), height: size.height), metrics: metrics)
    }
}

/// A short message over the bottom of the window (the S key's result), until a raw time.
struct Toast: Equatable {
    /// The lines, first one the heading.
    var lines: [String]
    /// Raw time it disappears.
    var until: Double
    /// Whether it reports a failure (drawn in the error colour).
    var isError: Bool
}
