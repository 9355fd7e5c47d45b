import SkeletonCompose
import SkeletonCore

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
