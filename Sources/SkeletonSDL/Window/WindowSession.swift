import SkeletonGallery
import SkeletonRaster

/// The part of `GallerySession` the main loop drives; a protocol so the loop can be tested on the
/// dummy video driver with a scripted session.
protocol WindowSession: AnyObject {
    /// The window title.
    var title: String { get }
    /// Applies an input event at time `t` (seconds since start).
    func handle(_ event: GalleryEvent, at t: Double) -> [GalleryEffect]
    /// Checks for edited theme files (hot reload).
    func poll(at t: Double) -> [GalleryEffect]
    /// Draws what changed at `t` into `fb` and returns the rectangles touched.
    func render(into fb: inout Framebuffer, at t: Double) -> [PixelRect]
    /// Tells the session how long its latest frame took to render and upload (for the HUD).
    func recordRenderDuration(_ seconds: Double)
    /// When the next frame differs from the last one drawn; nil when nothing moves.
    func nextWakeTime(after t: Double) -> Double?
}
