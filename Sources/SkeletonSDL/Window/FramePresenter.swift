import CSDL2
import SkeletonRaster

/// How frames reach the window: an SDL renderer with a streaming texture (GPUs, vsync), or the
/// window's own surface (no GPU: uploads only the changed rectangles straight to the X server).
protocol FramePresenter: AnyObject {
    /// Short name for diagnostics ("opengl", "window surface", …).
    var name: String { get }
    /// Whether presents are meant to wait for the display's refresh.
    var claimsVSync: Bool { get }
    /// The size in pixels frames must have.
    var drawableSize: (width: Int, height: Int) { get }
    /// Gets ready for frames of `width` × `height` pixels (after a resize).
    func prepare(width: Int, height: Int) throws
    /// Copies the `rects` of `fb` (clamped to both) towards the screen; `fb` must have the prepared size.
    func upload(_ fb: Framebuffer, rects: [SDL_Rect])
    /// Shows what was uploaded; `everything` repaints the whole window (after it was exposed).
    func present(everything: Bool)
    /// The pixels the window would show, 0xAARRGGBB, for tests that check uploads arrive unchanged.
    func readBack() -> [UInt32]?
}

extension SDL_Rect {
    /// The part of this rectangle inside a `width` × `height` area, or nil when nothing is.
    func clamped(width: Int, height: Int) -> SDL_Rect? {
        let x0 = max(0, Int(x))
        let y0 = max(0, Int(y))
        let x1 = min(width, Int(x) + Int(w))
        let y1 = min(height, Int(y) + Int(h))
        guard x1 > x0, y1 > y0 else { return nil }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    }
}
