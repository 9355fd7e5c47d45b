import SkeletonCompose
import SkeletonCore

/// The focus view's timeline bar and the two keys that act on its moment: C copies the `capture`
/// command of the moment under the playhead, L plays one simulated load.
extension GallerySession {
    /// The bar for timeline time `now` in the focus view: the axis from the moment `capture --time`
    /// counts from (the show, or a later switch to an animated style, as the header's time), the
    /// playhead at `now`, the loop boundaries of the theme's animations, and as caption the
    /// command that captures the moment (paused) or how to stop there (running); nil in the grid,
    /// without layouts or before any show request.
    func timelineBar(at now: Double) -> TimelineBar? {
        guard state.isFocused, hasVisibleLayouts, let theme = currentTheme,
            let origin = state.timeline.captureOrigin(at: now)?.origin
        else { return nil }
        let paused = state.clock.isPaused
        let caption =
            paused
            ? "C copies: " + (captureCommand(at: now) ?? "-")
            : "P pauses the playhead; drag it, or step , . (a frame) and < > (100 ms) while paused; "
                + "C copies the capture command of its moment; L plays a load"
        return TimelineBar(
            timeline: state.timeline, origin: origin, playhead: now - origin, caption: caption,
            loopPeriod: { AnimationPeriod.seconds(style: $0, theme: theme) })
    }

    /// C: the command goes to the clipboard and into a toast (the reducer has paused the clock).
    func copyCaptureCommand(at t: Double) -> [GalleryEffect] {
        let now = state.clock.timelineTime(at: t)
        guard let command = captureCommand(at: now) else { return [] }
        let time = captureMoment(at: now).time
        toast = Toast(
            lines: ["Copied the capture command of t \(String(time)) s:", command], until: t + Self.toastSeconds,
            isError: false)
        drawn.isStale = true
        return [.copyToClipboard(command)]
    }

    /// L: what the load just started will do, in a toast.
    func showLoadToast(at t: Double) {
        guard let load = state.lastLoad else { return }
        let options = state.loadOptions
        var lines = [
            "Load \(state.loadsPlayed) of seed \(options.seed) (\(options.latency.description)): "
                + "content after \(Milliseconds.text(load.latency))"
        ]
        if let appears = load.appearsAt, let gone = load.goneAt {
            lines.append(
                "skeleton appears at \(Milliseconds.text(appears)), hides at \(Milliseconds.text(load.hideAt)), "
                    + "gone at \(Milliseconds.text(gone)): visible \(Milliseconds.text(load.visibleSeconds))"
                    + (load.flashes ? " (a flash, under \(Milliseconds.text(SimulatedLoad.flashThreshold)))" : ""))
        } else {
            lines.append("the content came before the show delay: no skeleton at all")
        }
        toast = Toast(lines: lines, until: t + Self.toastSeconds, isError: false)
        drawn.isStale = true
    }
}
