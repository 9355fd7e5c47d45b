import SkeletonCompose
import SkeletonCore

/// The E key: every view outlined in the colour of its state (skeleton leaf, container, flagged but
/// unreachable, not skeletonable, hidden while active), the states about the view itself filled
/// faintly too, with a legend in the room's top-right corner.
package enum StateOverlay {
    /// How strongly a view's own state tints it.
    static let fillOpacity = 0.3

    /// The colours over the layout at `placement`, then the legend inside `room`.
    package static func commands(
        decisions: [SkeletonDecision], placement: LayoutPlacement, room: Rect, palette: ChromePalette,
        metrics: ChromeMetrics
    ) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for decision in decisions {
            guard let state = ViewState(decision), decision.frame.width > 0, decision.frame.height > 0 else {
                continue
            }
            let rect = placement.rect(decision.frame)
            if state.isFilled { commands.fill(rect, color: state.color, opacity: fillOpacity) }
            commands.outline(rect, width: 1, color: state.color)
        }
        return commands
            + legend(room: room, palette: palette, metrics: metrics).commands(palette: palette, metrics: metrics)
    }

    /// The overlay's legend in the top-right corner of `room`.
    static func legend(room: Rect, palette: ChromePalette, metrics: ChromeMetrics) -> PlacedPanel {
        legend(
            title: "view states (E)", entries: ViewState.allCases.map { ($0.name, $0.color) }, room: room,
            palette: palette, metrics: metrics)
    }

    /// A legend panel in the top-right (or, `atLeft`, top-left) corner of `room`: a title, then one
    /// line per entry in its colour.
    static func legend(
        title: String, entries: [(String, RGBA8)], room: Rect, atLeft: Bool = false, palette: ChromePalette,
        metrics: ChromeMetrics
    ) -> PlacedPanel {
        let lines = [(text: title, color: palette.panelText)] + entries.map { (text: "■ " + $0.0, color: $0.1) }
        let panel = PanelText(
            wrapping: lines, font: ChromeMetrics.font,
            within: Size(
                width: max(0, room.width - 2 * PanelStack.gap), height: max(0, room.height - 2 * PanelStack.gap)),
            metrics: metrics)
        let size = panel.size(metrics: metrics)
        let x = atLeft ? room.minX + PanelStack.gap : room.maxX - PanelStack.gap - size.width
        return PlacedPanel(panel: panel, origin: Point(x: x, y: room.minY + PanelStack.gap))
    }
}
