import SkeletonCore
import SkeletonRaster

/// The status bar over the grid: theme (n/m), style, appearance, direction, speed, pause, help hint.
enum GridHeader {
    /// The status text for a state.
    static func status(state: GalleryState, slots: [ThemeSlot]) -> String {
        let theme = slots.indices.contains(state.themeIndex) ? slots[state.themeIndex].theme : nil
        var parts = [
            "\(theme?.name ?? "-") (\(state.themeIndex + 1)/\(slots.count))",
            state.style(for: theme).rawValue,
            state.colorScheme.rawValue,
            state.rightToLeft ? "RTL" : "LTR",
        ]
        if let direction = state.directionOverride { parts.append(direction.rawValue) }
        if state.clock.speed != 1 { parts.append("speed \(state.clock.speed == 1 ? "1" : String(state.clock.speed))x") }
        if state.clock.isPaused { parts.append("paused") }
        return parts.joined(separator: "   ")
    }

    /// Draws the bar.
    static func draw(
        state: GalleryState, slots: [ThemeSlot], palette: ChromePalette, painter: ChromePainter,
        into fb: inout Framebuffer,
        clip: PixelRect
    ) {
        let bar = Rect(x: 0, y: 0, width: state.viewport.width, height: GalleryGeometry.headerHeight)
        painter.fill(bar, color: palette.header, into: &fb, clip: clip)
        painter.text(
            status(state: state, slots: slots), at: Point(x: 12, y: 19), font: ChromePainter.boldFont,
            color: palette.text, into: &fb, clip: clip)
        let hint = "? help"
        painter.text(
            hint, at: Point(x: state.viewport.width - 12 - painter.width(of: hint), y: 19),
            color: palette.secondaryText, into: &fb, clip: clip)
    }
}
