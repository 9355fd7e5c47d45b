import Foundation
import SkeletonCompose
import SkeletonCore

/// The status bar over every view: the view's status on the left (`GalleryText.header`: for the
/// grid theme (n/m), style, appearance, direction, zoom, speed, pause; for the focus view the
/// layout's name and size and the time since the skeleton was shown, what `capture --time` means),
/// the keys that help or go back on the right.
enum GridHeader {
    /// The bar's height in points.
    static let height = 30.0

    /// A time since shown as the focus header writes it: whole tenths, rounded down.
    static func shownTenths(_ seconds: Double) -> Double {
        (max(0, seconds) * 10 + 1e-9).rounded(.down) / 10
    }

    /// The right-hand hint of a view.
    static func hint(focused: Bool, variants: Bool = false) -> String {
        variants ? "V or Esc: back   ? help" : focused ? "Enter or Esc: back to the gallery   ? help" : "? help"
    }

    /// The bar `width` points wide: `text` (cut with "..." to fit) on the left, `hint` on the right.
    static func commands(
        text: String, hint: String, width: Double, palette: ChromePalette, metrics: ChromeMetrics
    ) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        commands.fill(Rect(x: 0, y: 0, width: width, height: height), color: palette.header)
        let hintWidth = metrics.width(of: hint)
        let room = width - 36 - hintWidth
        commands.text(
            metrics.fitted(text, width: room, font: ChromeMetrics.boldFont),
            at: Point(x: 12, y: 19), font: ChromeMetrics.boldFont, color: palette.text)
        commands.text(hint, at: Point(x: width - 12 - hintWidth, y: 19), color: palette.secondaryText)
        return commands
    }
}
