import SkeletonCore
import SkeletonRaster

/// The errors of a theme that failed to (re)load, drawn along the bottom until the file is fixed.
enum DiagnosticsOverlay {
    /// Most diagnostics listed; the rest are counted.
    static let maximumLines = 8

    /// The overlay's lines: a heading, then `file:line:column: error: message` lines.
    static func lines(slot: ThemeSlot) -> [String] {
        let heading =
            slot.theme == nil
            ? "\(slot.path) does not load:"
            : "\(slot.path) does not load; showing the last good version:"
        let errors = slot.diagnostics.filter { $0.severity == .error }
        var lines = [heading] + errors.prefix(maximumLines).map(\.description)
        if errors.count > maximumLines { lines.append("... and \(errors.count - maximumLines) more") }
        return lines
    }

    /// Draws the panel at the bottom of the window.
    static func draw(
        slot: ThemeSlot, viewport: Viewport, palette: ChromePalette, painter: ChromePainter, into fb: inout Framebuffer,
        clip: PixelRect
    ) {
        let text = lines(slot: slot)
        let maximumWidth = viewport.width - 40
        let fitted = text.map { CardChrome.fitted($0, width: maximumWidth, painter: painter) }
        let panel = PanelText(
            lines: fitted.enumerated().map { ($0.element, $0.offset == 0 ? palette.error : palette.panelText) },
            font: ChromePainter.font)
        let size = panel.size(painter: painter)
        panel.draw(
            at: Point(x: 12, y: max(8, viewport.height - size.height - 12)), palette: palette, painter: painter,
            into: &fb, clip: clip)
    }
}
