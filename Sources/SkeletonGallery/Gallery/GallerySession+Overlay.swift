import SkeletonCompose
import SkeletonCore
import SkeletonRaster

/// The `--overlay` screenshot in the window: read at start and again whenever the file changes
/// (the app or the simulator writes it again), drawn over the focused layout as `capture` draws it.
extension GallerySession {
    /// The screenshot's path, when the window was started with `--overlay`.
    var overlayPath: String? { state.request.overlay?.path }

    /// Reads the screenshot again; a file that cannot be read leaves the overlay off and says why
    /// (on standard error and in a toast), and the next write of the file brings it back.
    func readOverlay(at t: Double?) {
        guard let settings = state.request.overlay else { return }
        do {
            overlayPixels = try OverlayImage(reading: settings).image
        } catch {
            overlayPixels = nil
            deferredEffects.append(.message(error.description))
            if let t { toast = Toast(lines: [error.description], until: t + Self.toastSeconds, isError: true) }
        }
        drawn.isStale = true
    }

    /// Reads the screenshot again when `changed` (the watcher's paths) names it.
    func reloadOverlay(ifAmong changed: [String], at t: Double) {
        guard let path = overlayPath, changed.contains(path) else { return }
        readOverlay(at: t)
    }

    /// Draws the screenshot over the focused card's layout, inside `clip`.
    func drawOverlay(over frame: GalleryFrame, into fb: inout Framebuffer, clip: PixelRect) {
        guard let settings = state.visibleOverlay, let pixels = overlayPixels, let theme = frame.theme,
            let card = frame.cards.first(where: { $0.index == state.layoutIndex }),
            theme.layouts.indices.contains(card.index)
        else { return }
        let layout = theme.layouts[card.index]
        // On a device the screenshot lies on the screen inside the frame, as in a capture.
        let inset = state.request.device.map { DeviceFrame($0, around: layout).layoutOrigin } ?? .zero
        let origin = (
            card.pixels.x + Int((inset.x * card.scale).rounded()), card.pixels.y + Int((inset.y * card.scale).rounded())
        )
        OverlayImage(settings: settings, image: pixels).draw(
            onto: &fb, origin: origin, size: LayoutLimits.size(layout.size), scale: card.scale,
            clip: clip.intersection(card.pixels))
    }
}
