import SkeletonCompose
import SkeletonCore

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
