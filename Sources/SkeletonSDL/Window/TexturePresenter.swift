import CSDL2
import SkeletonRaster

/// An SDL renderer and ONE streaming ARGB8888 texture the size of the drawable: the framebuffer's
/// format, so uploads need no conversion and only changed rectangles are sent.
final class TexturePresenter: FramePresenter {
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var width = 0
    private var height = 0
    /// The renderer's name (opengl, opengles2, software, …).
    let name: String
    /// Whether the renderer has vsync (never for SDL's software renderer).
    let claimsVSync: Bool

    /// Wraps a renderer created for the window.
    init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        name = info.name.map { String(cString: $0) } ?? "unknown"
        // SDL's software renderer reports the vsync flag it was asked for but never waits.
        claimsVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0 && name != "software"
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
    }

    /// The size in pixels frames must have.
    var drawableSize: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Gets ready for frames of `width` × `height` pixels.
    func prepare(width: Int, height: Int) throws {
        guard texture == nil || width != self.width || height != self.height else { return }
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            Int32(width), Int32(height))
        guard let texture else {
            (self.width, self.height) = (0, 0)
            throw SDLError.current("SDL_CreateTexture")
        }
        // The framebuffer is opaque where the gallery draws; its alpha must not blend with the window.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        (self.width, self.height) = (width, height)
    }

    /// Copies the `rects` of `fb` (clamped) towards the screen.
    func upload(_ fb: Framebuffer, rects: [SDL_Rect]) {
        guard let texture, fb.width == width, fb.height == height else { return }
        fb.pixels.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            for rect in rects {
                guard var area = rect.clamped(width: width, height: height) else { continue }
                let first = base.advanced(by: (Int(area.y) * width + Int(area.x)) * 4)
                SDL_UpdateTexture(texture, &area, first, Int32(width * 4))
            }
        }
    }

    /// Shows what was uploaded.
    func present(everything: Bool) {
        guard let texture else { return }
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// What the window would show, 0xAARRGGBB.
    func readBack() -> [UInt32]? {
        guard let texture, width > 0 else { return nil }
        SDL_RenderCopy(renderer, texture, nil, nil)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let ok = pixels.withUnsafeMutableBytes { raw in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, raw.baseAddress, Int32(width * 4))
        }
        return ok == 0 ? pixels : nil
    }
}
