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

/// What surrounds a grid card: a soft shadow, the selection ring and the layout's name under it.
enum CardChrome {
    /// The chrome of a card at `frame` (window points; the card itself is drawn over the shadow afterwards).
    static func commands(
        frame: Rect, name: String?, labelWidth: Double, selected: Bool, palette: ChromePalette,
        metrics: ChromeMetrics
    ) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if selected {
            commands.fill(frame.insetBy(-4), color: palette.accent, radius: 6)
            commands.fill(frame.insetBy(-2), color: palette.canvas, radius: 4)
        } else {
            commands.fill(
                frame.insetBy(-1).offsetBy(dx: 0, dy: 1), color: RGBA8(rgb: 0x000000), opacity: 0.18, radius: 2)
        }
        guard let name else { return commands }
        let label = metrics.fitted(name, width: labelWidth)
        let width = metrics.width(of: label)
        let origin = Point(x: frame.midX - width / 2, y: frame.maxY + 15)
        commands.text(
            label, at: origin, font: selected ? ChromeMetrics.boldFont : ChromeMetrics.font,
            color: selected ? palette.text : palette.secondaryText)
        return commands
    }
}

/// The vertical scroll bar at the right edge, below the header, when the content is taller than
/// the window: its thumb's length is the visible share, its position the scroll offset.
enum ScrollBar {
    /// Width of the bar in points.
    static let width = 6.0
    /// Shortest thumb, so it stays easy to see on a long grid.
    static let minimumThumb = 24.0

    /// The thumb's rectangle in window points for content `content` points tall scrolled `scroll`
    /// of at most `limit` points down in a window of `window` points; nil when everything fits.
    static func thumb(content: Double, scroll: Double, limit: Double, window: Size) -> Rect? {
        guard content > window.height + 0.5 else { return nil }
        let track = Rect(
            x: window.width - width - 3, y: GridHeader.height + 3, width: width,
            height: max(0, window.height - GridHeader.height - 6))
        let length = max(minimumThumb, track.height * window.height / content).rounded()
        let offset = limit > 0 ? (track.height - length) * min(1, scroll / limit) : 0
        return Rect(x: track.minX, y: (track.minY + offset).rounded(), width: width, height: min(length, track.height))
    }

    /// `thumb`, if any.
    static func commands(_ thumb: Rect?, palette: ChromePalette) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let thumb { commands.fill(thumb, color: palette.secondaryText, opacity: 0.7, radius: width / 2) }
        return commands
    }
}

/// What the window shows when there is nothing to preview: no theme files, or a theme without layouts.
enum EmptyStateOverlay {
    /// `text` (a heading, then hints) centred in a window of `window` points.
    static func commands(text: [String], window: Size, palette: ChromePalette, metrics: ChromeMetrics) -> [DrawCommand]
    {
        var commands: [DrawCommand] = []
        let top = (window.height / 2 - Double(text.count) * 11).rounded()
        for (row, line) in text.enumerated() {
            let font = row == 0 ? ChromeMetrics.boldFont : ChromeMetrics.font
            let width = metrics.width(of: line, font: font)
            let origin = Point(x: ((window.width - width) / 2).rounded(), y: top + Double(row) * 22)
            commands.text(line, at: origin, font: font, color: row == 0 ? palette.text : palette.secondaryText)
        }
        return commands
    }
}
