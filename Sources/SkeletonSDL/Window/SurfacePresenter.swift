import CSDL2
import SkeletonRaster

/// The window's own surface, for machines without a GPU (Xvfb, software GL): changed rectangles
/// are copied into it and only those are sent to the display (XShmPutImage on X11), instead of
/// a full-window texture draw and swap through a software rasterizer.
final class SurfacePresenter: FramePresenter {
    private let window: OpaquePointer
    private var pending: [SDL_Rect] = []
    /// What diagnostics call this presentation.
    let name = "window surface"
    /// A window surface never waits for the display: the timer paces.
    let claimsVSync = false

    /// Uses `window`'s surface (SDL_HINT_FRAMEBUFFER_ACCELERATION must be "0", so it is not itself
    /// backed by a GL texture); nil when the window has none.
    init?(window: OpaquePointer) {
        guard SDL_GetWindowSurface(window) != nil else { return nil }
        self.window = window
    }

    /// The size in pixels frames must have.
    var drawableSize: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The current surface (SDL replaces it after a resize).
    private var surface: UnsafeMutablePointer<SDL_Surface>? { SDL_GetWindowSurface(window) }

    /// Gets ready for frames of `width` × `height` pixels.
    func prepare(width: Int, height: Int) throws {
        guard surface != nil else { throw SDLError.current("SDL_GetWindowSurface") }
        pending.removeAll()
    }

    /// Copies the `rects` of `fb` (clamped) towards the screen.
    func upload(_ fb: Framebuffer, rects: [SDL_Rect]) {
        guard let surface, let format = surface.pointee.format?.pointee, let pixels = surface.pointee.pixels
        else { return }
        let width = min(fb.width, Int(surface.pointee.w))
        let height = min(fb.height, Int(surface.pointee.h))
        let pitch = Int(surface.pointee.pitch)
        let bytesPerPixel = Int(format.BytesPerPixel)
        // ARGB8888 and RGB888 (XRGB) have the same bytes apart from the ignored alpha: rows copy as they are.
        let sameBytes =
            format.format == SDL_PIXELFORMAT_ARGB8888.rawValue || format.format == SDL_PIXELFORMAT_RGB888.rawValue
        SDL_LockSurface(surface)
        fb.pixels.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            for rect in rects {
                guard let area = rect.clamped(width: width, height: height) else { continue }
                let source = base.advanced(by: (Int(area.y) * fb.width + Int(area.x)) * 4)
                let target = pixels.advanced(by: Int(area.y) * pitch + Int(area.x) * bytesPerPixel)
                if sameBytes {
                    for row in 0..<Int(area.h) {
                        target.advanced(by: row * pitch).copyMemory(
                            from: source.advanced(by: row * fb.width * 4), byteCount: Int(area.w) * 4)
                    }
                } else {
                    SDL_ConvertPixels(
                        area.w, area.h, SDL_PIXELFORMAT_ARGB8888.rawValue, source, Int32(fb.width * 4), format.format,
                        target, Int32(pitch))
                }
                pending.append(area)
            }
        }
        SDL_UnlockSurface(surface)
    }

    /// Shows what was uploaded.
    func present(everything: Bool) {
        if everything || pending.isEmpty {
            SDL_UpdateWindowSurface(window)
        } else {
            SDL_UpdateWindowSurfaceRects(window, pending, Int32(pending.count))
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// What the window would show, 0xAARRGGBB.
    func readBack() -> [UInt32]? {
        guard let surface, let format = surface.pointee.format?.pointee.format, let pixels = surface.pointee.pixels
        else { return nil }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        var out = [UInt32](repeating: 0, count: width * height)
        let ok = out.withUnsafeMutableBytes { raw in
            SDL_ConvertPixels(
                Int32(width), Int32(height), format, pixels, surface.pointee.pitch, SDL_PIXELFORMAT_ARGB8888.rawValue,
                raw.baseAddress, Int32(width * 4))
        }
        // The surface has no alpha (XRGB): what the window shows is opaque.
        return ok == 0 ? out.map { $0 | 0xFF00_0000 } : nil
    }
}
