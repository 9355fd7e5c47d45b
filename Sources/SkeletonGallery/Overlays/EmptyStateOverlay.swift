import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// What the window shows when there is nothing to preview: no theme files, or a theme without layouts.
enum EmptyStateOverlay {
    /// The message for the current slots.
    static func lines(slots: [ThemeSlot], themePaths: [String], themeIndex: Int) -> [String] {
        if slots.isEmpty {
            return [
                "No themes to show",
                "No *.theme.json file in \(themePaths.joined(separator: ", ")).",
                "Add or restore one there: the gallery picks it up by itself.",
            ]
        }
        let slot = slots[min(themeIndex, slots.count - 1)]
        if slot.theme == nil {
            return ["\(slot.path) has errors", "Fix the file: the gallery reloads it when it is saved."]
        }
        return [
            "\(slot.theme?.name ?? slot.path) has no layouts",
            "Add one under \"layouts\": the gallery reloads by itself.",
        ]
    }

    /// Draws the message centred in the window.
    static func draw(
        slots: [ThemeSlot], themePaths: [String], themeIndex: Int, viewport: Viewport, palette: ChromePalette,
        painter: ChromePainter,
        into fb: inout Framebuffer, clip: PixelRect
    ) {
        let text = lines(slots: slots, themePaths: themePaths, themeIndex: themeIndex)
        let top = (viewport.height / 2 - Double(text.count) * 11).rounded()
        for (row, line) in text.enumerated() {
            let font = row == 0 ? ChromePainter.boldFont : ChromePainter.font
            let width = painter.width(of: line, font: font)
            let origin = Point(x: ((viewport.width - width) / 2).rounded(), y: top + Double(row) * 22)
            painter.text(
                line, at: origin, font: font, color: row == 0 ? palette.text : palette.secondaryText, into: &fb,
                clip: clip)
        }
    }
}
