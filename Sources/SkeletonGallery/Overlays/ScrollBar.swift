import SkeletonCompose
import SkeletonCore

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
