import SkeletonCompose
import SkeletonCore

/// The inspector: the view under the pointer (or clicked, or `capture --inspect`) outlined, and
/// SkeletonView's decision for it in an opaque panel beside it — right, left, below or above,
/// whichever side holds the whole explanation first — so the panel never covers the view.
package enum InspectorOverlay {
    /// The widest the panel grows, in points.
    static let maximumWidth = 460.0
    /// The narrowest side the panel is put on, in points.
    static let minimumWidth = 160.0
    /// Room between the view's outline, the panel and the room's edges.
    static let gap = 8.0
    /// The outline's width, drawn just outside the view so it hides none of it.
    static let outlineWidth = 2.0

    /// The panel's lines: the view's heading (id, kind, place in the tree, file:line:column), then
    /// the reasons `explain` prints for it.
    package static func lines(for decision: SkeletonDecision, wording: DecisionWording) -> [String] {
        [wording.heading(decision)] + wording.reasons(decision)
    }

    /// The outline and the panel for `decision`, the layout at `placement`, the panel kept inside `room`.
    package static func commands(
        for decision: SkeletonDecision, wording: DecisionWording, placement: LayoutPlacement, room: Rect,
        palette: ChromePalette, metrics: ChromeMetrics
    ) -> [DrawCommand] {
        let ring = outline(of: decision, placement: placement)
        let placed = panel(
            for: decision, wording: wording, placement: placement, room: room, palette: palette, metrics: metrics)
        var commands: [DrawCommand] = []
        commands.outline(ring, width: outlineWidth, color: palette.accent)
        return commands + placed.commands(palette: palette, metrics: metrics)
    }

    /// Where the panel for `decision` lies (the window keeps the explanation while the pointer
    /// moves over it, rather than explaining the view beneath).
    package static func panelRect(
        for decision: SkeletonDecision, wording: DecisionWording, placement: LayoutPlacement, room: Rect,
        palette: ChromePalette, metrics: ChromeMetrics
    ) -> Rect {
        let placed = panel(
            for: decision, wording: wording, placement: placement, room: room, palette: palette, metrics: metrics)
        return Rect(origin: placed.origin, size: placed.panel.size(metrics: metrics))
    }

    /// The outline's rectangle: just outside the view.
    static func outline(of decision: SkeletonDecision, placement: LayoutPlacement) -> Rect {
        placement.rect(decision.frame).insetBy(-outlineWidth)
    }

    /// The explanation's panel beside the outline of `decision`, the heading in the accent colour.
    static func panel(
        for decision: SkeletonDecision, wording: DecisionWording, placement: LayoutPlacement, room: Rect,
        palette: ChromePalette, metrics: ChromeMetrics
    ) -> PlacedPanel {
        let text = lines(for: decision, wording: wording).enumerated().map {
            ($0.element, $0.offset == 0 ? palette.accent : palette.panelText)
        }
        return panel(text, beside: outline(of: decision, placement: placement), in: room.insetBy(gap), metrics: metrics)
    }

    /// The panel of `text` on the first side of `view` (right, left, below, above) where it fits
    /// whole; when none does, on the roomiest side, cut with a note; when no side has room (the
    /// view fills `room`), at the room's top-left corner. Every side lies inside `room`, which may
    /// begin below the view (under the overlays' legends).
    static func panel(_ text: [(String, RGBA8)], beside view: Rect, in room: Rect, metrics: ChromeMetrics)
        -> PlacedPanel
    {
        let belowTop = max(view.maxY + gap, room.minY)
        let aboveBottom = min(view.minY - gap, room.maxY)
        let sides = [
            Rect(x: view.maxX + gap, y: room.minY, width: room.maxX - view.maxX - gap, height: room.height),
            Rect(x: room.minX, y: room.minY, width: view.minX - gap - room.minX, height: room.height),
            Rect(x: room.minX, y: belowTop, width: room.width, height: room.maxY - belowTop),
            Rect(x: room.minX, y: room.minY, width: room.width, height: aboveBottom - room.minY),
        ]
        let usable = sides.enumerated().filter { $0.element.width >= minimumWidth && $0.element.height > 0 }
        for (index, area) in usable {
            let whole = wrapped(text, width: area.width, height: .greatestFiniteMagnitude, metrics: metrics)
            if whole.size(metrics: metrics).height <= area.height {
                return PlacedPanel(
                    panel: whole, origin: origin(of: whole, side: index, area: area, view: view, metrics: metrics))
            }
        }
        guard
            let (index, area) = usable.max(by: {
                $0.element.width * $0.element.height < $1.element.width * $1.element.height
            })
        else {
            let panel = wrapped(text, width: room.width, height: room.height, metrics: metrics)
            return PlacedPanel(panel: panel, origin: room.origin)
        }
        let cut = wrapped(text, width: area.width, height: area.height, metrics: metrics)
        return PlacedPanel(panel: cut, origin: origin(of: cut, side: index, area: area, view: view, metrics: metrics))
    }

    /// `text` wrapped to at most `maximumWidth` or `width`, cut to `height`.
    private static func wrapped(_ text: [(String, RGBA8)], width: Double, height: Double, metrics: ChromeMetrics)
        -> PanelText
    {
        // A height past any window stands for "never cut": the panel's line count stays an Int.
        PanelText(
            wrapping: text.map { (text: $0.0, color: $0.1) }, font: ChromeMetrics.font,
            within: Size(width: min(maximumWidth, width), height: min(height, 1_000_000)), metrics: metrics)
    }

    /// The panel's top-left on side `side` (0 right, 1 left, 2 below, 3 above) of `view` in `area`:
    /// level with the view's top (right, left) or left edge (below, above), moved in to stay in the area.
    private static func origin(of panel: PanelText, side: Int, area: Rect, view: Rect, metrics: ChromeMetrics)
        -> Point
    {
        let size = panel.size(metrics: metrics)
        let clamp = { (value: Double, low: Double, high: Double) in max(low, min(value, high)) }
        switch side {
        case 0: return Point(x: area.minX, y: clamp(view.minY, area.minY, area.maxY - size.height))
        case 1: return Point(x: area.maxX - size.width, y: clamp(view.minY, area.minY, area.maxY - size.height))
        case 2: return Point(x: clamp(view.minX, area.minX, area.maxX - size.width), y: area.minY)
        default: return Point(x: clamp(view.minX, area.minX, area.maxX - size.width), y: area.maxY - size.height)
        }
    }
}
