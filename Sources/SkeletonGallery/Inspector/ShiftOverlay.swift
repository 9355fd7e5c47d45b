import SkeletonCompose
import SkeletonCore

/// The W key: the layout shift drawn — each view that moves or resizes when the content replaces
/// the skeleton, its skeleton box as an orange ghost and its content frame outlined in blue — with
/// the layout's score (the figure `explain` prints and `validate` warns about) in a legend at
/// the top left (the state legend takes the top right).
package enum ShiftOverlay {
    /// The ghost's colour: where the skeleton was.
    static let skeletonColor = RGBA8(rgb: 0xFF9500)
    /// The outline's colour: where the content lands.
    static let contentColor = RGBA8(rgb: 0x0A84FF)

    /// The ghosts and outlines over the layout at `placement`, then the legend inside `room`.
    package static func commands(
        shift: LayoutShift, placement: LayoutPlacement, room: Rect, palette: ChromePalette, metrics: ChromeMetrics
    ) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for view in shift.views {
            let before = placement.rect(view.skeleton)
            commands.fill(before, color: skeletonColor, opacity: 0.35)
            commands.outline(before, width: 1, color: skeletonColor)
            commands.outline(placement.rect(view.content), width: 2, color: contentColor)
        }
        return commands
            + legend(shift: shift, room: room, palette: palette, metrics: metrics)
            .commands(palette: palette, metrics: metrics)
    }

    /// The overlay's legend, with the score, in the top-left corner of `room`.
    static func legend(shift: LayoutShift, room: Rect, palette: ChromePalette, metrics: ChromeMetrics) -> PlacedPanel {
        let score = DecisionWording.number(shift.score)
        let verdict =
            shift.score > LayoutShift.warningThreshold
            ? "over \(DecisionWording.number(LayoutShift.warningThreshold)): validate warns" : "within the threshold"
        let title =
            shift.views.isEmpty
            ? "layout shift 0 (W): the content takes the skeleton's place" : "layout shift \(score) (W), \(verdict)"
        return StateOverlay.legend(
            title: title,
            entries: [
                (
                    "skeleton's box (\(shift.views.count) view\(shift.views.count == 1 ? " moves" : "s move"))",
                    skeletonColor
                ),
                ("the content's frame", contentColor),
            ], room: room, atLeft: true, palette: palette, metrics: metrics)
    }
}
