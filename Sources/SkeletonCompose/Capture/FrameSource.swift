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

    /// The frames of `moment` at `scale`, on `background` when given, drawn by `renderer`.
    package init(moment: LayoutMoment, scale: Double, background: RGBA8?, renderer: LayoutFrameRenderer) {
        self.moment = moment
        self.scale = scale
        self.background = background
        self.renderer = renderer
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
        let (moment, scale, background, services) = (moment, scale, background, renderer.services)
        return {
            FrameSource(
                moment: moment, scale: scale, background: background,
                renderer: LayoutFrameRenderer(rasterizer: Rasterizer(), services: services))
        }
    }

    /// The frame at time `time`.
    package func frame(at time: Double) throws(CaptureError) -> Framebuffer {
        let list = displayList(at: time)
        let size = LayoutFrameRenderer.pixelSize(of: list.size, scale: scale)
        guard var fb = Framebuffer(width: size.width, height: size.height) else {
            throw .frameTooLarge(width: size.width, height: size.height)
        }
        renderer.draw(
            list, into: &fb, scale: scale, x: 0, y: 0, clip: PixelRect(x: 0, y: 0, width: fb.width, height: fb.height))
        return fb
    }
}
