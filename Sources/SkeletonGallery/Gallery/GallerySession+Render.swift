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
            drawn.isStale = true
        }
        let now = state.clock.timelineTime(at: t)
        let header =
            state.showsVariants
            ? GalleryText.variants(state: state, theme: currentTheme, now: now)
            : state.isFocused ? GalleryText.focus(state: state, theme: currentTheme, now: now) : ""
        let full = drawn.isStale || fb.width != state.viewport.pixelWidth || fb.height != state.viewport.pixelHeight
        let frameState = state.timeline.state(at: now)
        let bar = timelineBar(at: now)
        let still = !isAnimating(frameState) && frameState.isSettled
        defer {
            drawn.wasStill = still
            drawn.wasSettled = frameState.isSettled
        }
        // Nothing changed and nothing moves: the last frame is this frame, skip even the display lists.
        let drawnHeaderBefore = drawn.header
        let drawnBarBefore = drawn.bar
        if !full && still && drawn.wasStill && header == drawnHeaderBefore && bar == drawnBarBefore { return [] }
        drawn.header = header
        drawn.bar = bar
        let frame = makeFrame(at: now)
        let whole = PixelRect(x: 0, y: 0, width: fb.width, height: fb.height)
        var dirty: [PixelRect] = []
        if full {
            dirty = [whole]
        } else if let variants = frame.variants {
            // The cells share one clock, so they all change together: each cell, or only its
            // animated box between two settled frames.
            let settled = drawn.wasSettled && frameState.isSettled
            dirty = variants.grid.cellRegions(x: variants.x, y: variants.y).map {
                (settled ? $0.animated : $0.pixels).intersection(whole)
            }
            if state.showsHUD { dirty.append(frame.metrics.pixels(HUDOverlay.rect(window: state.viewport.size))) }
            if header != drawnHeaderBefore {
                dirty.append(
                    frame.metrics.pixels(
                        Rect(x: 0, y: 0, width: state.viewport.width, height: GalleryGeometry.headerHeight)))
            }
        } else {
            // Between two settled frames only the looping animation moves: its shapes' box is enough.
            let settled = drawn.wasSettled && frameState.isSettled
            for card in frame.cards where drawn.lists[card.index] != card.list {
                dirty.append((settled ? card.animatedPixels : card.pixels).intersection(whole))
            }
            if state.showsHUD, !dirty.isEmpty {
                dirty.append(frame.metrics.pixels(HUDOverlay.rect(window: state.viewport.size)))
            }
            if state.isFocused || state.showsVariants, header != drawnHeaderBefore {
                dirty.append(
                    frame.metrics.pixels(
                        Rect(x: 0, y: 0, width: state.viewport.width, height: GalleryGeometry.headerHeight)))
            }
            if bar != drawnBarBefore {
                dirty.append(frame.metrics.pixels(state.timelineBarRect).intersection(whole))
            }
        }
        dirty = dirty.filter { !$0.isEmpty }
        for rect in dirty { draw(frame, into: &fb, clip: rect) }
        drawn.lists = Dictionary(uniqueKeysWithValues: frame.cards.map { ($0.index, $0.list) })
        if full { cache.dropUnused() }
        drawn.isStale = false
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

    /// Everything one frame needs: the visible cards with their display lists at timeline time `now`,
    /// and the window's chrome under and over them.
    func makeFrame(at now: Double) -> GalleryFrame {
        let metrics = ChromeMetrics(metrics: services.metrics, pixelScale: state.viewport.pixelScale)
        let theme = currentTheme
        let geometry = geometryCache.geometry(for: state, theme: theme)
        let window = PixelRect(x: 0, y: 0, width: state.viewport.pixelWidth, height: state.viewport.pixelHeight)
        var frame = GalleryFrame(now: now, theme: theme, geometry: geometry, metrics: metrics)
        if let theme, let grid = state.variantGeometry(for: theme), let placed = geometry.cards.first {
            let prepared = grid.rows.map { row in
                row.map { cell in
                    let options = cell.variant.request.layoutOptions
                    return preparedLayout(
                        state.layoutIndex, theme: theme, options: options, device: cell.variant.request.device)
                }
            }
            let origin = placed.frame.origin
            let x = Int(((origin.x - state.scroll.x) * state.viewport.pixelScale).rounded())
            let y = Int(((origin.y - state.scroll.y) * state.viewport.pixelScale).rounded())
            frame.variants = (VariantGrid(geometry: grid, prepared: prepared, background: nil), x, y)
            frame.timeline = state.timeline
        } else if let theme {
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
                    prepared, at: now, timeline: state.timeline, device: state.request.device,
                    scheme: state.request.scheme)
                // On a device the layout's shapes sit in its canvas inside the frame.
                let inset = state.request.device.map { DeviceFrame($0, around: prepared.layout).layoutOrigin } ?? .zero
                let animated = PixelBounds.around(
                    prepared.animatedRects.map { $0.offsetBy(dx: inset.x, dy: inset.y) }, scale: scale, x: x, y: y
                ).intersection(pixels)
                frame.cards.append(
                    GalleryFrame.Card(
                        index: index, frame: frameRect, scale: scale, pixels: pixels, list: list,
                        animatedPixels: animated))
            }
            frame.timelineBar = timelineBar(at: now)
        }
        frame.canvas = canvas(under: frame)
        frame.chrome = chrome(over: frame)
        return frame
    }

    /// The window's canvas and the grid cards' shadows, selection rings and names, in window points.
    func canvas(under frame: GalleryFrame) -> DisplayList {
        let palette = ChromePalette.forScheme(state.request.scheme)
        var commands: [DrawCommand] = []
        commands.fill(Rect(origin: .zero, size: state.viewport.size), color: palette.canvas)
        if !state.isFocused {
            for card in frame.cards {
                commands += CardChrome.commands(
                    frame: card.frame, name: frame.theme?.layouts[card.index].name,
                    labelWidth: card.frame.width + GalleryGeometry.margin - 4,
                    selected: card.index == state.layoutIndex, palette: palette, metrics: frame.metrics)
            }
        }
        return DisplayList(size: state.viewport.size, background: palette.canvas, commands: commands)
    }

    /// What the window draws over the cards, in window points: the inspector, the scroll bar, the
    /// timeline bar, the header, the empty state and the panels.
    func chrome(over frame: GalleryFrame) -> DisplayList {
        let palette = ChromePalette.forScheme(state.request.scheme)
        let viewport = state.viewport
        let metrics = frame.metrics
        // The inspector first: the header and the timeline bar stay over a view scrolled under them.
        var commands = inspectorCommands(palette: palette, metrics: metrics)
        if !state.isFocused && !state.showsVariants {
            commands += ScrollBar.commands(
                frame.geometry.scrollThumb(scroll: state.scroll, viewport: viewport), palette: palette)
        }
        if let bar = frame.timelineBar {
            commands += bar.commands(in: state.timelineBarRect, palette: palette, metrics: metrics)
        }
        if frame.theme != nil {
            commands += GridHeader.commands(
                text: GalleryText.header(state: state, slots: slots, now: frame.now),
                hint: GridHeader.hint(focused: state.isFocused, variants: state.showsVariants),
                width: viewport.width, palette: palette, metrics: metrics)
        }
        if !hasVisibleLayouts {
            commands += EmptyStateOverlay.commands(
                text: GalleryText.emptyState(slots: slots, themePaths: themePaths, themeIndex: state.themeIndex),
                window: viewport.size, palette: palette, metrics: metrics)
        }
        if slots.indices.contains(state.themeIndex) {
            // Checked once per load and place (the device and text size the keys switch), not per frame.
            slots[state.themeIndex].show(
                at: AutoLayoutCheck.Place(device: state.request.device, contentSize: state.request.contentSize))
        }
        let panels = PanelStack(
            diagnostics: slots.indices.contains(state.themeIndex)
                ? GalleryText.diagnostics(slot: slots[state.themeIndex]) : [],
            toast: toast,
            hud: state.showsHUD ? GalleryText.hud(times: frameTimes, state: state, now: frame.now) : nil,
            help: state.showsHelp ? KeyBindings.lines : nil)
        commands += panels.commands(
            window: viewport.size, top: frame.theme == nil ? 0 : GalleryGeometry.headerHeight,
            bottom: frame.timelineBar == nil ? viewport.height : state.timelineBarRect.minY, palette: palette,
            metrics: metrics)
        return DisplayList(size: viewport.size, background: palette.canvas, commands: commands)
    }

    /// Draws every part of the frame that touches `clip`: the canvas, the cards, the chrome over them.
    func draw(_ frame: GalleryFrame, into fb: inout Framebuffer, clip: PixelRect) {
        let renderer = LayoutFrameRenderer(rasterizer: rasterizer, services: services)
        let scale = state.viewport.pixelScale
        // A card replaces every pixel of its rectangle, so a region inside one needs nothing beneath it.
        if !frame.cards.contains(where: { $0.pixels.intersection(clip) == clip }) {
            renderer.drawOverlay(frame.canvas, into: &fb, scale: scale, clip: clip)
        }
        if let variants = frame.variants, let timeline = frame.timeline {
            variants.grid.draw(
                at: frame.now, timeline: timeline, into: &fb, x: variants.x, y: variants.y, clip: clip,
                renderer: renderer)
        }
        for card in frame.cards {
            renderer.draw(card.list, into: &fb, scale: card.scale, x: card.pixels.x, y: card.pixels.y, clip: clip)
        }
        drawOverlay(over: frame, into: &fb, clip: clip)
        renderer.drawOverlay(frame.chrome, into: &fb, scale: scale, clip: clip)
    }
}
