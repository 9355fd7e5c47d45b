import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// The status bar over both views. The grid's: theme (n/m), style, appearance, direction, zoom,
/// speed, pause, help hint. The focus view's: the layout's name and size, the time since the
/// skeleton was shown (what `capture --time` means) and how to go back.
enum GridHeader {
    /// The grid's status text for a state.
    static func status(state: GalleryState, slots: [ThemeSlot]) -> String {
        let theme = slots.indices.contains(state.themeIndex) ? slots[state.themeIndex].theme : nil
        var parts = [
            "\(theme?.name ?? "-") (\(state.themeIndex + 1)/\(slots.count))",
            state.style(for: theme).rawValue,
            state.colorScheme.rawValue,
            state.rightToLeft ? "RTL" : "LTR",
        ]
        if let direction = state.directionOverride { parts.append(direction.rawValue) }
        if state.contentSize != .large { parts.append("text \(state.contentSize.shortName)") }
        if state.reducesMotion { parts.append("reduce motion") }
        if let device = state.device { parts.append(device.displayName) }
        if let zoom = state.zoom { parts.append("cards \(Int((zoom * 100).rounded()))%") }
        if state.clock.speed != 1 { parts.append("speed \(String(state.clock.speed))x") }
        if state.clock.isPaused { parts.append("paused") }
        return parts.joined(separator: "   ")
    }

    /// The focus view's status text at timeline time `now`: name, size, time since shown (tenths).
    static func focusStatus(state: GalleryState, theme: Theme?, now: Double) -> String {
        guard let theme, theme.layouts.indices.contains(state.layoutIndex) else { return "" }
        let layout = theme.layouts[state.layoutIndex]
        let since = state.timeline.captureMoment(at: now)?.time ?? now
        let size = state.device.map { layout.canvas(on: $0).size } ?? layout.size
        let measure = "\(HUDOverlay.format(size.width))×\(HUDOverlay.format(size.height)) pt"
        let canvas = layout.fillsScreen ? "full screen" : "safe area"
        var parts = [
            layout.name,
            state.device.map { "\($0.displayName), \(canvas) \(measure)" } ?? measure,
            "t " + String(format: "%.1f", shownTenths(since)) + " s since shown",
            state.style(for: theme).rawValue,
        ]
        if state.clock.isPaused { parts.append("paused") }
        return parts.joined(separator: "   ")
    }

    /// The variants view's status text at timeline time `now`: the layout, what varies, the cells'
    /// scale, the time since shown and the style all cells share.
    static func variantsStatus(state: GalleryState, theme: Theme?, now: Double) -> String {
        guard let theme, theme.layouts.indices.contains(state.layoutIndex),
            let grid = state.variantGeometry(for: theme)
        else { return "" }
        let set = state.variantSet
        let since = state.timeline.captureMoment(at: now)?.time ?? now
        var parts = [
            "Variants of \(theme.layouts[state.layoutIndex].name)",
            "\(set.cellCount) cells",
            "cells \(Int((grid.scale / state.viewport.pixelScale * 100).rounded()))%",
            "t " + String(format: "%.1f", shownTenths(since)) + " s since shown",
            state.style(for: theme).rawValue,
        ]
        if state.clock.isPaused { parts.append("paused") }
        return parts.joined(separator: "   ")
    }

    /// A time since shown as the focus header writes it: whole tenths, rounded down.
    static func shownTenths(_ seconds: Double) -> Double {
        (max(0, seconds) * 10 + 1e-9).rounded(.down) / 10
    }

    /// The right-hand hint of a view.
    static func hint(focused: Bool, variants: Bool = false) -> String {
        variants ? "V or Esc: back   ? help" : focused ? "Enter or Esc: back to the gallery   ? help" : "? help"
    }

    /// Draws the bar for the view in `state` at timeline time `now`.
    static func draw(
        state: GalleryState, slots: [ThemeSlot], now: Double, palette: ChromePalette, painter: ChromePainter,
        into fb: inout Framebuffer, clip: PixelRect
    ) {
        let theme = slots.indices.contains(state.themeIndex) ? slots[state.themeIndex].theme : nil
        let bar = Rect(x: 0, y: 0, width: state.viewport.width, height: GalleryGeometry.headerHeight)
        painter.fill(bar, color: palette.header, into: &fb, clip: clip)
        let hint = hint(focused: state.isFocused, variants: state.showsVariants)
        let hintWidth = painter.width(of: hint)
        let text =
            state.showsVariants
            ? variantsStatus(state: state, theme: theme, now: now)
            : state.isFocused ? focusStatus(state: state, theme: theme, now: now) : status(state: state, slots: slots)
        let room = state.viewport.width - 36 - hintWidth
        painter.text(
            painter.fitted(text, width: room, font: ChromePainter.boldFont),
            at: Point(x: 12, y: 19), font: ChromePainter.boldFont, color: palette.text, into: &fb, clip: clip)
        painter.text(
            hint, at: Point(x: state.viewport.width - 12 - hintWidth, y: 19), color: palette.secondaryText, into: &fb,
            clip: clip)
    }
}
