import SkeletonCore
import SkeletonRaster

/// Renders a moment's prepared layout at any time into its own framebuffer, at 1:1 × scale:
/// exactly what the gallery's focus view draws for the same state.
package struct FrameSource {
    /// The layout and its timeline.
    let moment: LayoutMoment
    /// Device pixels per point.
    let scale: Double
    /// `--background`, replacing the theme's canvas colour.
    let background: RGBA8?
    /// The shared drawing path.
    let renderer: LayoutFrameRenderer
    /// `--overlay`: the real screen drawn over every frame; nil = none.
    let overlay: OverlayImage?

    /// The frames of `moment` at `scale`, on `background` when given, drawn by `renderer`, with
    /// `overlay` over the layout when given.
    package init(
        moment: LayoutMoment, scale: Double, background: RGBA8?, renderer: LayoutFrameRenderer,
        overlay: OverlayImage? = nil
    ) {
        self.moment = moment
        self.scale = scale
        self.background = background
        self.renderer = renderer
        self.overlay = overlay
    }

    /// The size in pixels of the frame at `time`, without rendering it.
    package func pixelSize(at time: Double) -> (width: Int, height: Int) {
        LayoutFrameRenderer.pixelSize(of: displayList(at: time).size, scale: scale)
    }

    /// What the frame at `time` draws: the layout, in its device frame with `--device`.
    func displayList(at time: Double) -> DisplayList {
        ScreenList.make(
            moment.prepared, at: time, timeline: moment.timeline, device: moment.device,
            scheme: moment.prepared.options.colorScheme, background: background)
    }

    /// Makes the same source with a rasterizer of its own, to render on another thread (a
    /// rasterizer's caches belong to one thread; the moment and the platform's services are shared).
    var replica: @Sendable () -> FrameSource {
        let (moment, scale, background, services, overlay) = (moment, scale, background, renderer.services, overlay)
        return {
            FrameSource(
                moment: moment, scale: scale, background: background,
                renderer: LayoutFrameRenderer(rasterizer: Rasterizer(), services: services), overlay: overlay)
        }
    }

    /// The frame at time `time`.
    package func frame(at time: Double) throws(CaptureError) -> Framebuffer {
        let list = displayList(at: time)
        let size = LayoutFrameRenderer.pixelSize(of: list.size, scale: scale)
        guard var fb = Framebuffer(width: size.width, height: size.height) else {
            throw .frameTooLarge(width: size.width, height: size.height)
        }
        let whole = PixelRect(x: 0, y: 0, width: fb.width, height: fb.height)
        renderer.draw(list, into: &fb, scale: scale, x: 0, y: 0, clip: whole)
        if let overlay {
            // The screenshot is of the screen: on a device it sits on the layout inside the frame.
            let inset = moment.device.map { DeviceFrame($0, around: moment.prepared.layout).layoutOrigin } ?? .zero
            overlay.draw(
                onto: &fb, origin: (Int((inset.x * scale).rounded()), Int((inset.y * scale).rounded())),
                size: moment.prepared.size, scale: scale, clip: whole)
        }
        return fb
    }
}
