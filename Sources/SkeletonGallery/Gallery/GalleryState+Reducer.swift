import SkeletonCore

/// Events → state: the whole interactive behaviour of the gallery, pure and unit-tested.
extension GalleryState {
    /// Points scrolled per wheel click.
    static let wheelStep = 48.0

    /// Applies an event at raw time t; `themes` are the session's slots (nil = no good theme yet).
    mutating func reduce(_ event: GalleryEvent, at t: Double, themes: [Theme?]) -> [GalleryIntent] {
        let theme = themes.indices.contains(themeIndex) ? themes[themeIndex] : nil
        switch event {
        case .key(let key):
            return reduce(key: key, at: t, themes: themes, theme: theme)
        case .mouseDown(let x, let y):
            if isFocused, !showsVariants {
                // A press on the timeline bar takes the playhead there and starts dragging it; a
                // press above it inspects the view there.
                guard y >= timelineBarRect.minY else { return [.inspect(x: x, y: y, click: true)] }
                isScrubbing = true
                scrub(toX: x, at: t)
                return []
            }
            guard !isFocused, !showsVariants,
                let index = geometry(for: theme).cardIndex(at: Point(x: x, y: y), scroll: scroll)
            else {
                return []
            }
            layoutIndex = index
            focus(true, theme: theme)
        case .mouseDrag(let x, _):
            if isScrubbing && isFocused { scrub(toX: x, at: t) }
        case .mouseMove(let x, let y):
            if isFocused, !showsVariants, !isScrubbing { return [.inspect(x: x, y: y, click: false)] }
        case .mouseUp:
            isScrubbing = false
        case .wheel(let dx, let dy):
            scroll(by: Point(x: -dx * Self.wheelStep, y: -dy * Self.wheelStep), theme: theme)
        case .resize(let width, let height, let pixelScale):
            viewport = Viewport(
                width: Double(max(1, width)), height: Double(max(1, height)), pixelScale: max(0.5, pixelScale))
            if isFocused {
                scroll(by: .zero, theme: theme)
            } else {
                select(layoutIndex, theme: theme)
            }
        case .quit:
            return [.quit]
        }
        return []
    }

    /// Keyboard behaviour (see `KeyBindings`).
    private mutating func reduce(key: GalleryKey, at t: Double, themes: [Theme?], theme: Theme?) -> [GalleryIntent] {
        // Requests land on whole milliseconds, so the times a screenshot's `capture` command names
        // (differences of these) are exact.
        let now = GalleryClock.millisecond(clock.timelineTime(at: t))
        switch key {
        case .character(let typed):
            return reduce(character: Character(typed.lowercased()), at: t, now: now, theme: theme)
        case .enter:
            let focused = isFocused || showsVariants
            showsVariants = false
            focus(!focused, theme: theme)
        case .escape:
            if showsHelp {
                showsHelp = false
            } else if showsVariants {
                showsVariants = false
                scroll = .zero
            } else if isFocused {
                focus(false, theme: theme)
            } else {
                return [.quit]
            }
        case .tab, .backTab:
            guard themes.count > 1 else { return [] }
            themeIndex = (themeIndex + (key == .tab ? 1 : themes.count - 1)) % themes.count
            layoutIndex = 0
            scroll = .zero
            let next = themes[themeIndex]
            timeline = SkeletonTimeline(
                style: style(for: next), transitions: next?.timelineTransitions ?? TransitionSettings(), shownAt: now)
            return [.skeletonShown]
        case .left, .right:
            let count = theme?.layouts.count ?? 0
            guard count > 0 else { return [] }
            select((layoutIndex + (key == .right ? 1 : count - 1)) % count, theme: theme)
        case .up, .down:
            if isFocused || showsVariants {
                scroll(by: Point(x: 0, y: key == .down ? Self.wheelStep : -Self.wheelStep), theme: theme)
            } else {
                select(geometry(for: theme).card(from: layoutIndex, rowDelta: key == .down ? 1 : -1), theme: theme)
            }
        case .pageUp, .pageDown:
            let sign = key == .pageDown ? 1.0 : -1.0
            if isFocused || showsVariants {
                scroll(by: Point(x: 0, y: sign * viewport.height * 0.9), theme: theme)
            } else {
                let grid = geometry(for: theme)
                select(grid.card(from: layoutIndex, rowDelta: Int(sign) * grid.rowsPerPage(in: viewport)), theme: theme)
            }
        case .home, .end:
            let count = theme?.layouts.count ?? 0
            if isFocused || showsVariants || count == 0 {
                scroll(by: Point(x: 0, y: key == .end ? .infinity : -.infinity), theme: theme)
            } else {
                select(key == .end ? count - 1 : 0, theme: theme)
            }
        }
        return []
    }

    /// Character keys.
    private mutating func reduce(character: Character, at t: Double, now: Double, theme: Theme?) -> [GalleryIntent] {
        switch character {
        case let digit where digit.wholeNumberValue.map { (1...SkeletonStyle.allCases.count).contains($0) } ?? false:
            request.style = SkeletonStyle.allCases[(digit.wholeNumberValue ?? 1) - 1]
            timeline.setStyle(self.style(for: theme), at: now)
        case " ":
            if timeline.state(at: now).isActive {
                timeline.requestHide(at: now)
            } else {
                timeline.requestShow(at: now)
                return [.skeletonShown]
            }
        case "d": request.scheme = request.scheme == .light ? .dark : .light
        case "r": request.rightToLeft.toggle()
        case "g": request.direction = nextDirection(theme: theme)
        case "t": request.contentSize = request.contentSize.next
        case "v":
            guard !(theme?.layouts.isEmpty ?? true) else { return [] }
            showsVariants.toggle()
            isFocused = false
            scroll = .zero
        case "i":
            request.device = request.device.map { $0.nextModel } ?? Device(.iPhoneSE)
            select(layoutIndex, theme: theme)
        case "o":
            request.device = request.device?.rotated
            select(layoutIndex, theme: theme)
        case "m":
            request.reducesMotion.toggle()
            timeline.setStyle(style(for: theme), at: now)
        case "p": clock.togglePause(at: t)
        case ",": clock.step(frames: -1, at: t)
        case ".": clock.step(frames: 1, at: t)
        case "<": clock.step(seconds: -GalleryClock.longStep, at: t)
        case ">": clock.step(seconds: GalleryClock.longStep, at: t)
        case "c":
            // The command names the moment under the playhead, so the playhead stops there.
            if !clock.isPaused { clock.togglePause(at: t) }
            return [.copyCaptureCommand]
        case "l":
            playLoad(at: t, now: now, theme: theme)
            return [.skeletonShown, .loadStarted]
        case "[": clock.changeSpeed(faster: false, at: t)
        case "]": clock.changeSpeed(faster: true, at: t)
        case "s": return [.screenshot]
        case "+", "=", "-": zoom(in: character != "-", theme: theme)
        case "0":
            zoom = nil
            select(layoutIndex, theme: theme)
        case "e": inspector.showsStates.toggle()
        case "w": inspector.showsShift.toggle()
        case "f": showsHUD.toggle()
        case "?", "h": showsHelp.toggle()
        case "q": return [.quit]
        case let key where Self.overlayKeys.contains(key): reduce(overlayKey: key)
        default: break
        }
        return []
    }

    /// Pauses the clock at the moment under window x on the timeline bar's track (clamped to the
    /// axis), the axis starting where `capture --time` counts from.
    private mutating func scrub(toX x: Double, at t: Double) {
        guard let origin = timeline.captureOrigin(at: clock.timelineTime(at: t))?.origin else { return }
        let track = TimelineBar.track(in: timelineBarRect)
        let span = TimelineBar.span(of: timeline.chart, origin: origin)
        clock.seek(to: origin + min(max(0, (x - track.minX) / track.width), 1) * span, at: t)
    }

    /// The L key: the next load of the seeded latency stream, requested now (the clock runs, so it
    /// plays live): the skeleton appears after the theme's delay, and hides when the content
    /// arrives, held to the minimum visible time.
    private mutating func playLoad(at t: Double, now: Double, theme: Theme?) {
        let index = loadsPlayed
        loadsPlayed += 1
        let latency = loadOptions.latency.samples(index + 1, seed: loadOptions.seed)[index]
        let transitions = theme.map { loadOptions.transitions(of: $0) } ?? TransitionSettings()
        let load = SimulatedLoad(latency: latency, style: style(for: theme), transitions: transitions, start: now)
        timeline = load.timeline
        lastLoad = load
        if clock.isPaused { clock.togglePause(at: t) }
    }

    /// Selects layout `index`: in the grid the card is scrolled into view, in focus view the new
    /// layout starts at its top.
    private mutating func select(_ index: Int, theme: Theme?) {
        layoutIndex = index
        if isFocused || showsVariants {
            scroll = .zero
        } else {
            scroll = geometry(for: theme).scroll(showing: index, from: scroll, in: viewport)
        }
    }

    /// The next grid scale step up or down from the one on screen, keeping the selection in view.
    private mutating func zoom(in larger: Bool, theme: Theme?) {
        guard !isFocused, !showsVariants, let current = geometry(for: theme).cards.first?.scale else { return }
        let steps = GalleryGeometry.zoomSteps
        let next = larger ? steps.first { $0 > current + 1e-9 } : steps.last { $0 < current - 1e-9 }
        zoom = next ?? (larger ? steps.last : steps.first)
        select(layoutIndex, theme: theme)
    }

    /// The direction after the one in effect, cycling through all six.
    private func nextDirection(theme: Theme?) -> GradientDirection {
        let current =
            request.direction ?? theme?.animation.sliding.direction ?? (request.rightToLeft ? .rightLeft : .leftRight)
        let all = GradientDirection.allCases
        let index = all.firstIndex(of: current) ?? 0
        return all[(index + 1) % all.count]
    }

    /// Enters or leaves the focus view; the scroll starts over.
    private mutating func focus(_ focused: Bool, theme: Theme?) {
        guard !focused || !(theme?.layouts.isEmpty ?? true) else { return }
        isFocused = focused
        scroll = .zero
    }

    /// Scrolls by `delta`, clamped to the content.
    private mutating func scroll(by delta: Point, theme: Theme?) {
        let limit = geometry(for: theme).maximumScroll(in: viewport)
        scroll = Point(x: min(max(0, scroll.x + delta.x), limit.x), y: min(max(0, scroll.y + delta.y), limit.y))
    }
}

/// Work the reducer asks the session to do (the reducer itself stays pure).
enum GalleryIntent: Equatable {
    /// Leave the app.
    case quit
    /// Save the current frame as a PNG.
    case screenshot
    /// Copy the `capture` command of the moment under the playhead to the clipboard.
    case copyCaptureCommand
    /// The L key started a simulated load (the toast tells its latency and times).
    case loadStarted
    /// A skeleton was requested to show (SKELETON_DEBUG prints the tree then).
    case skeletonShown
    /// Find the view under the window point (the session holds the layout); a click also selects
    /// it, prints its source line and copies it.
    case inspect(x: Double, y: Double, click: Bool)
}
