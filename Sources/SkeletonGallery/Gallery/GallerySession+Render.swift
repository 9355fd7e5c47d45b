import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// Drawing: each frame draws only the cards whose display list changed (nothing at all for a
/// static style), or everything after a state change; any region is drawn by the same function.
extension GallerySession {
    /// Draws the frame for raw time t into `fb` (the window's framebuffer, same size as the
    /// viewport) and returns the device-pixel rectangles that changed.
    package func render(into fb: inout Framebuffer, at t: Double) -> [PixelRect] {
        if let toast, t >= toast.until {
            self.toast = nil
            needsFullRedraw = true
        }
        let now = state.clock.timelineTime(at: t)
        let header =
            state.showsVariants
            ? GalleryText.variants(state: state, theme: currentTheme, now: now)
            : state.isFocused ? GalleryText.focus(state: state, theme: currentTheme, now: now) : ""
        let full = needsFullRedraw || fb.width != state.viewport.pixelWidth || fb.height != state.viewport.pixelHeight
        let frameState = state.timeline.state(at: now)
        let bar = timelineBar(at: now)
        let still = !isAnimating(frameState) && frameState.isSettled
        defer {
            lastFrameWasStill = still
            lastFrameWasSettled = frameState.isSettled
        }
        // Nothing changed and nothing moves: the last frame is this frame, skip even the display lists.
        let drawnHeaderBefore = drawnHeader
        let drawnBarBefore = drawnBar
        if !full && still && lastFrameWasStill && header == drawnHeaderBefore && bar == drawnBarBefore { return [] }
        drawnHeader = header
        drawnBar = bar
        let frame = makeFrame(at: now)
        let whole = PixelRect(x: 0, y: 0, width: fb.width, height: fb.height)
        var dirty: [PixelRect] = []
        if full {
            dirty = [whole]
        } else if let variants = frame.variants {
            // The cells share one clock, so they all change together: each cell, or only its
            // animated box between two settled frames.
            let settled = lastFrameWasSettled && frameState.isSettled
            dirty = variants.grid.cellRegions(x: variants.x, y: variants.y).map {
                (settled ? $0.animated : $0.pixels).intersection(whole)
            }
            if state.showsHUD { dirty.append(frame.painter.pixels(HUDOverlay.rect(window: state.viewport.size))) }
            if header != drawnHeaderBefore {
                dirty.append(
                    frame.painter.pixels(
                        Rect(x: 0, y: 0, width: state.viewport.width, height: GalleryGeometry.headerHeight)))
            }
        } else {
            // Between two settled frames only the looping animation moves: its shapes' box is enough.
            let settled = lastFrameWasSettled && frameState.isSettled
            for card in frame.cards where drawnLists[card.index] != card.list {
                dirty.append((settled ? card.animatedPixels : card.pixels).intersection(whole))
            }
            if state.showsHUD, !dirty.isEmpty {
                dirty.append(frame.painter.pixels(HUDOverlay.rect(window: state.viewport.size)))
            }
            if state.isFocused || state.showsVariants, header != drawnHeaderBefore {
                dirty.append(
                    frame.painter.pixels(
                        Rect(x: 0, y: 0, width: state.viewport.width, height: GalleryGeometry.headerHeight)))
            }
            if bar != drawnBarBefore {
                dirty.append(frame.painter.pixels(state.timelineBarRect).intersection(whole))
            }
        }
        dirty = dirty.filter { !$0.isEmpty }
        for rect in dirty { draw(frame, into: &fb, clip: rect) }
        drawnLists = Dictionary(uniqueKeysWithValues: frame.cards.map { ($0.index, $0.list) })
        if full { cache.dropUnused() }
        needsFullRedraw = false
        if !dirty.isEmpty {
            frameTimes.record(at: t)
            if let reload = pendingReload {
                frameTimes.reloadLatency = t - reload.detectedAt
                deferredEffects.append(.reloaded(latency: t - reload.detectedAt, succeeded: reload.succeeded))
                pendingReload = nil
            }
        }
        return dirty
    }

    /// Whether a looping animation runs: the style's, the one fading out, or a UIView-Shimmer
    /// template shimmer (which runs whatever the style while the skeleton shows).
    func isAnimating(_ frame: SkeletonFrameState) -> Bool {
        if frame.animationTime != nil || frame.previousAnimationTime != nil { return true }
        if case .shimmerTemplate(let settings) = currentTheme?.mode, settings.animate { return frame.shownTime != nil }
        return false
    }

    /// Everything one frame needs: the visible cards with their display lists at timeline time `now`.
    func makeFrame(at now: Double) -> GalleryFrame {
        let painter = ChromePainter(rasterizer: rasterizer, services: services, pixelScale: state.viewport.pixelScale)
        let theme = currentTheme
        let geometry = geometryCache.geometry(for: state, theme: theme)
        let window = PixelRect(x: 0, y: 0, width: state.viewport.pixelWidth, height: state.viewport.pixelHeight)
        var cards: [GalleryFrame.Card] = []
        if let theme, let grid = state.variantGeometry(for: theme), let placed = geometry.cards.first {
            let prepared = grid.rows.map { row in
                row.map { cell in
                    var options = state.layoutOptions
                    options.colorScheme = cell.variant.appearance
                    options.forceRightToLeft = cell.variant.rightToLeft
                    options.contentSize = cell.variant.contentSize
                    return preparedLayout(
                        state.layoutIndex, theme: theme, options: options, device: cell.variant.device)
                }
            }
            let origin = placed.frame.origin
            let x = Int(((origin.x - state.scroll.x) * state.viewport.pixelScale).rounded())
            let y = Int(((origin.y - state.scroll.y) * state.viewport.pixelScale).rounded())
            var frame = GalleryFrame(
                now: now, theme: theme, geometry: geometry, cards: [], timelineBar: nil, painter: painter)
            frame.variants = (VariantGrid(geometry: grid, prepared: prepared, background: nil), x, y)
            frame.timeline = state.timeline
            return frame
        }
        if let theme {
            let indices = state.isFocused ? [state.layoutIndex] : Array(theme.layouts.indices)
            for (position, index) in indices.enumerated() where theme.layouts.indices.contains(index) {
                let placed = geometry.cards[position]
                let frameRect = placed.frame.offsetBy(dx: -state.scroll.x, dy: -state.scroll.y)
                let scale = placed.scale * state.viewport.pixelScale
                let x = Int((frameRect.minX * state.viewport.pixelScale).rounded())
                let y = Int((frameRect.minY * state.viewport.pixelScale).rounded())
                let size = LayoutFrameRenderer.pixelSize(of: state.cardSize(of: theme.layouts[index]), scale: scale)
                let pixels = PixelRect(x: x, y: y, width: size.width, height: size.height)
                guard pixels.intersects(window) else { continue }
                let prepared = preparedLayout(index, theme: theme)
                let list = ScreenList.make(
                    prepared, at: now, timeline: state.timeline, device: state.device, scheme: state.colorScheme)
                // On a device the layout's shapes sit in its canvas inside the frame.
                let inset = state.device.map { DeviceFrame($0, around: prepared.layout).layoutOrigin } ?? .zero
                let animated = PixelBounds.around(
                    prepared.animatedRects.map { $0.offsetBy(dx: inset.x, dy: inset.y) }, scale: scale, x: x, y: y
                ).intersection(pixels)
                cards.append(
                    GalleryFrame.Card(
                        index: index, frame: frameRect, scale: scale, pixels: pixels, list: list,
                        animatedPixels: animated))
            }
        }
        return GalleryFrame(
            now: now, theme: theme, geometry: geometry, cards: cards, timelineBar: timelineBar(at: now),
            painter: painter)
    }

    /// Draws every part of the frame that touches `clip`, from the canvas up to the overlays.
    func draw(_ frame: GalleryFrame, into fb: inout Framebuffer, clip: PixelRect) {
        let palette = ChromePalette.forScheme(state.colorScheme)
        let painter = frame.painter
        // A card replaces every pixel of its rectangle, so a region inside one needs nothing beneath it.
        let insideACard = frame.cards.contains { $0.pixels.intersection(clip) == clip }
        if !insideACard {
            painter.fill(
                Rect(x: 0, y: 0, width: state.viewport.width, height: state.viewport.height), color: palette.canvas,
                into: &fb, clip: clip)
        }
        let renderer = LayoutFrameRenderer(rasterizer: rasterizer, services: services)
        if let variants = frame.variants, let timeline = frame.timeline {
            variants.grid.draw(
                at: frame.now, timeline: timeline, into: &fb, x: variants.x, y: variants.y, clip: clip,
                renderer: renderer)
        }
        for card in frame.cards {
            if !state.isFocused && !insideACard {
                CardChrome.draw(
                    frame: card.frame, name: frame.theme?.layouts[card.index].name,
                    labelWidth: card.frame.width + GalleryGeometry.margin - 4,
                    selected: card.index == state.layoutIndex,
                    palette: palette, painter: painter, into: &fb, clip: clip)
            }
            renderer.draw(card.list, into: &fb, scale: card.scale, x: card.pixels.x, y: card.pixels.y, clip: clip)
        }
        if !state.isFocused && !state.showsVariants {
            ScrollBar.draw(
                frame.geometry.scrollThumb(scroll: state.scroll, viewport: state.viewport), palette: palette,
                painter: painter, into: &fb, clip: clip)
        }
        frame.timelineBar?.draw(
            in: state.timelineBarRect, palette: palette, painter: painter, into: &fb, clip: clip)
        if frame.theme != nil {
            GridHeader.draw(
                text: GalleryText.header(state: state, slots: slots, now: frame.now),
                hint: GridHeader.hint(focused: state.isFocused, variants: state.showsVariants),
                width: state.viewport.width, palette: palette, painter: painter, into: &fb, clip: clip)
        }
        if !hasVisibleLayouts {
            EmptyStateOverlay.draw(
                text: GalleryText.emptyState(slots: slots, themePaths: themePaths, themeIndex: state.themeIndex),
                window: state.viewport.size, palette: palette, painter: painter, into: &fb, clip: clip)
        }
        drawPanels(frame, palette: palette, into: &fb, clip: clip)
    }

    /// The overlay panels, stacked so that none covers another and all stay in the window: the
    /// diagnostics along the bottom (at most half the window), the toast above them, the HUD in the
    /// top-right corner under the header and the help centred in the room left.
    func drawPanels(_ frame: GalleryFrame, palette: ChromePalette, into fb: inout Framebuffer, clip: PixelRect) {
        let painter = frame.painter
        let gap = 8.0
        let viewport = state.viewport
        let top = frame.theme == nil ? 0 : GalleryGeometry.headerHeight
        var bottom = (frame.timelineBar == nil ? viewport.height : state.timelineBarRect.minY) - gap
        let width = max(0, viewport.width - 2 * gap)
        if slots.indices.contains(state.themeIndex),
            let panel = DiagnosticsOverlay.panel(
                text: GalleryText.diagnostics(slot: slots[state.themeIndex]), width: width,
                height: max(0, (viewport.height - top) / 2 - gap),
                palette: palette, painter: painter)
        {
            let height = panel.size(painter: painter).height
            panel.draw(
                at: Point(x: gap, y: bottom - height), minimumWidth: width, palette: palette, painter: painter,
                into: &fb, clip: clip)
            bottom -= height + gap
        }
        if let toast {
            let panel = ToastOverlay.panel(
                toast, within: Size(width: width, height: max(0, bottom - top - gap)), palette: palette,
                painter: painter)
            let size = panel.size(painter: painter)
            panel.draw(
                at: Point(x: ((viewport.width - size.width) / 2).rounded(), y: bottom - size.height), palette: palette,
                painter: painter, into: &fb, clip: clip)
            bottom -= size.height + gap
        }
        var helpTop = top + gap
        if state.showsHUD {
            HUDOverlay.draw(
                lines: GalleryText.hud(times: frameTimes, state: state, now: frame.now), window: viewport.size,
                palette: palette, painter: painter, into: &fb, clip: clip)
            helpTop = HUDOverlay.rect(window: viewport.size).maxY + gap
        }
        if state.showsHelp {
            HelpOverlay.draw(
                keys: KeyBindings.lines, room: Rect(x: gap, y: helpTop, width: width, height: max(0, bottom - helpTop)),
                palette: palette,
                painter: painter, into: &fb, clip: clip)
        }
    }
}
