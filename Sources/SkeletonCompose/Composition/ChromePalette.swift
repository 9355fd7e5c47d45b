import SkeletonCore

/// The colours of the app's own chrome (canvas, header, labels, panels) in each appearance.
package struct ChromePalette {
    /// Behind the cards.
    package let canvas: RGBA8
    /// The grid's status bar.
    package let header: RGBA8
    /// Primary text.
    package let text: RGBA8
    /// Card names and hints.
    package let secondaryText: RGBA8
    /// The selection ring.
    package let accent: RGBA8
    /// Overlay panels (help, HUD, diagnostics), drawn translucent.
    package let panel: RGBA8
    /// Text on panels.
    package let panelText: RGBA8
    /// Error headings.
    package let error: RGBA8

    /// The palette for an appearance.
    package static func forScheme(_ scheme: ColorScheme) -> ChromePalette {
        switch scheme {
        case .light:
            return ChromePalette(
                canvas: RGBA8(rgb: 0xE5E5EA), header: RGBA8(rgb: 0xF9F9FB), text: RGBA8(rgb: 0x1C1C1E),
                secondaryText: RGBA8(rgb: 0x5A5A60), accent: RGBA8(rgb: 0x007AFF), panel: RGBA8(rgb: 0x1C1C1E),
                panelText: RGBA8(rgb: 0xF2F2F7), error: RGBA8(rgb: 0xFF6961))
        case .dark:
            return ChromePalette(
                canvas: RGBA8(rgb: 0x2C2C2E), header: RGBA8(rgb: 0x1C1C1E), text: RGBA8(rgb: 0xF2F2F7),
                secondaryText: RGBA8(rgb: 0xAEAEB2), accent: RGBA8(rgb: 0x0A84FF), panel: RGBA8(rgb: 0x000000),
                panelText: RGBA8(rgb: 0xF2F2F7), error: RGBA8(rgb: 0xFF6961))
        }
    }
}
