import SkeletonCompose
import SkeletonCore

/// The focus view's inspector in the window: the view under the pointer found in the focused
/// layout's decisions, its outline and explanation, the state (E) and layout shift (W) overlays.
extension GallerySession {
    /// The focused layout, prepared, and where it lies in the window (window points); nil outside
    /// the focus view.
    func focusedLayout() -> (prepared: PreparedLayout, placement: LayoutPlacement)? {
        guard state.isFocused, !state.showsVariants, let theme = currentTheme,
            theme.layouts.indices.contains(state.layoutIndex),
            let card = geometryCache.geometry(for: state, theme: theme).cards.first
        else { return nil }
        let prepared = preparedLayout(state.layoutIndex, theme: theme)
        // As the card is drawn: its corner on a whole device pixel, the layout inset in a device frame.
        let pixelScale = state.viewport.pixelScale
        let corner = Point(
            x: ((card.frame.minX - state.scroll.x) * pixelScale).rounded() / pixelScale,
            y: ((card.frame.minY - state.scroll.y) * pixelScale).rounded() / pixelScale)
        let inset = state.request.device.map { DeviceFrame($0, around: prepared.layout).layoutOrigin } ?? .zero
        let origin = Point(x: corner.x + inset.x * card.scale, y: corner.y + inset.y * card.scale)
        return (prepared, LayoutPlacement(origin: origin, scale: card.scale))
    }

    /// The part of the window the inspector uses: under the header (and the HUD), above the timeline bar.
    var inspectorRoom: Rect {
        let top = state.showsHUD ? HUDOverlay.rect(window: state.viewport.size).maxY : GalleryGeometry.headerHeight
        return Rect(x: 0, y: top, width: state.viewport.width, height: max(0, state.timelineBarRect.minY - top))
    }

    /// Finds the view under window point (x, y); a click also selects it, prints its source line
    /// (`file:line:column: id kind [path]`) and copies the `file:line:column` to the clipboard.
    /// On the panel the pointer is reading it: the view it explains stays explained, and a click
    /// there selects that view.
    func inspect(x: Double, y: Double, click: Bool) -> [GalleryEffect] {
        guard let (prepared, placement) = focusedLayout() else { return [] }
        let point = Point(x: x, y: y)
        let room = inspectorRoom
        let decisions = prepared.scene.decisions
        let wording = DecisionWording(decisions: decisions)
        let explained = decisions.first { $0.path == state.inspector.shown }
        let palette = ChromePalette.forScheme(state.request.scheme)
        let metrics = ChromeMetrics(metrics: services.metrics, pixelScale: state.viewport.pixelScale)
        let onPanel =
            explained.map {
                InspectorOverlay.panelRect(
                    for: $0, wording: wording, placement: placement,
                    room: legendLayout(
                        room, shift: state.inspector.showsShift ? LayoutShift(of: prepared) : nil, palette: palette,
                        metrics: metrics
                    ).panelRoom,
                    palette: palette, metrics: metrics
                ).contains(point)
            } ?? false
        let picked: SkeletonDecision?
        if onPanel {
            guard click else { return [] }
            picked = explained
        } else {
            let path = room.contains(point) ? ViewHitTest.path(at: placement.layoutPoint(point), in: decisions) : nil
            state.inspector.hovered = path
            guard click else { return [] }
            picked = decisions.first { $0.path == path }
        }
        state.inspector.selected = picked?.path
        guard let decision = picked else { return [] }
        let title = wording.title(decision)
        guard let location = DecisionWording.location(of: decision.node) else {
            return [.output("\(title): no source position recorded")]
        }
        return [.output("\(location): \(title)"), .copyToClipboard(location.description)]
    }

    /// What the inspector draws over the focused layout, in window points: the E and W overlays,
    /// then the inspected view's outline and explanation.
    func inspectorCommands(palette: ChromePalette, metrics: ChromeMetrics) -> [DrawCommand] {
        let inspector = state.inspector
        guard inspector.showsStates || inspector.showsShift || inspector.shown != nil,
            let (prepared, placement) = focusedLayout()
        else { return [] }
        let room = inspectorRoom
        // Worked out once a frame, for the W overlay and for where its legend leaves room.
        let shift = inspector.showsShift ? LayoutShift(of: prepared) : nil
        let rooms = legendLayout(room, shift: shift, palette: palette, metrics: metrics)
        let decisions = prepared.scene.decisions
        var commands: [DrawCommand] = []
        if inspector.showsStates {
            commands += StateOverlay.commands(
                decisions: decisions, placement: placement, room: room, palette: palette, metrics: metrics)
        }
        if let shift {
            commands += ShiftOverlay.commands(
                shift: shift, placement: placement, room: rooms.shiftRoom, palette: palette, metrics: metrics)
        }
        if let decision = decisions.first(where: { $0.path == inspector.shown }) {
            commands += InspectorOverlay.commands(
                for: decision, wording: DecisionWording(decisions: decisions), placement: placement,
                room: rooms.panelRoom, palette: palette, metrics: metrics)
        }
        return commands
    }

    /// Where the E and W overlays' legends and the explanation go in `room`: the state legend at the
    /// top right, the shift legend at the top left or, where the two would meet, below the state
    /// legend; the explanation's panel below both, so that no panel covers another. `shift` is the
    /// layout's shift while the W overlay shows it, else nil.
    private func legendLayout(_ room: Rect, shift: LayoutShift?, palette: ChromePalette, metrics: ChromeMetrics)
        -> (shiftRoom: Rect, panelRoom: Rect)
    {
        func frame(_ placed: PlacedPanel) -> Rect {
            Rect(origin: placed.origin, size: placed.panel.size(metrics: metrics))
        }
        func below(_ top: Double) -> Rect {
            Rect(x: room.minX, y: top, width: room.width, height: max(0, room.maxY - top))
        }
        let states =
            state.inspector.showsStates
            ? frame(StateOverlay.legend(room: room, palette: palette, metrics: metrics)) : nil
        var shiftRoom = room
        var bottom = states?.maxY ?? room.minY
        if let shift {
            var legend = frame(ShiftOverlay.legend(shift: shift, room: room, palette: palette, metrics: metrics))
            if let states, legend.intersection(states) != nil {
                shiftRoom = below(states.maxY)
                legend = frame(ShiftOverlay.legend(shift: shift, room: shiftRoom, palette: palette, metrics: metrics))
            }
            bottom = max(bottom, legend.maxY)
        }
        return (shiftRoom, below(bottom))
    }
}
