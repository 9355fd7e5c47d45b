import CSDL2
import SkeletonRaster

/// A resizable, HiDPI-aware SDL window with a renderer and ONE streaming ARGB8888 texture the size
/// of the drawable: the framebuffer's pixel format, so frames go to the screen without conversion
/// and only the rectangles that changed are uploaded.
final class SDLWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    /// Pixel size of the streaming texture (0 × 0 before the first `prepareTexture`).
    private(set) var textureWidth = 0
    /// Pixel size of the streaming texture.
    private(set) var textureHeight = 0
    /// Whether the renderer was created with vsync.
    let claimsVSync: Bool
    /// The renderer's name (opengl, software, …), for diagnostics.
    let rendererName: String

    /// Opens a window of `width` × `height` points; nil (with SDL's reason) when SDL cannot.
    init(title: String, width: Int, height: Int) throws {
        let flags =
            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard
            let window = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags)
        else { throw SDLError.current("SDL_CreateWindow") }
        let vsync = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard
            let renderer = SDL_CreateRenderer(window, -1, vsync)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            let error = SDLError.current("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            throw error
        }
        self.window = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        claimsVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// SDL's window id, to match window events.
    var id: UInt32 { SDL_GetWindowID(window) }

    /// The window size in points.
    var size: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The drawable size in pixels (larger than `size` on HiDPI displays).
    var drawableSize: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// The display's refresh rate in Hz, 0 when unknown.
    var refreshRate: Int {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0 else { return 0 }
        return Int(mode.refresh_rate)
    }

    /// Sets the title bar text.
    func setTitle(_ title: String) {
        SDL_SetWindowTitle(window, title)
    }

    /// Makes the streaming texture `width` × `height` pixels (recreated only when the size changes).
    func prepareTexture(width: Int, height: Int) throws {
        guard texture == nil || width != textureWidth || height != textureHeight else { return }
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            Int32(width), Int32(height))
        guard let texture else {
            textureWidth = 0
            textureHeight = 0
            throw SDLError.current("SDL_CreateTexture")
        }
        // The framebuffer is opaque where the gallery draws; its alpha must not blend with the window.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        textureWidth = width
        textureHeight = height
    }

    /// Copies the `rects` of `fb` (clamped to both) into the texture; `fb` must be the texture's size.
    func upload(_ fb: Framebuffer, rects: [SDL_Rect]) {
        guard let texture, fb.width == textureWidth, fb.height == textureHeight else { return }
        fb.pixels.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            for rect in rects {
                let x0 = max(0, Int(rect.x))
                let y0 = max(0, Int(rect.y))
                let x1 = min(fb.width, Int(rect.x) + Int(rect.w))
                let y1 = min(fb.height, Int(rect.y) + Int(rect.h))
                guard x1 > x0, y1 > y0 else { continue }
                var area = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
                let first = base.advanced(by: (y0 * fb.width + x0) * 4)
                SDL_UpdateTexture(texture, &area, first, Int32(fb.width * 4))
            }
        }
    }

    /// Draws the whole texture to the window and presents it (blocks for vsync when the renderer has it).
    func present() {
        guard let texture else { return }
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// The pixels currently in the renderer's back buffer after a copy of the texture, 0xAARRGGBB,
    /// for tests that check an upload arrives unchanged.
    func readBack() -> [UInt32]? {
        guard let texture, textureWidth > 0 else { return nil }
        SDL_RenderCopy(renderer, texture, nil, nil)
        var pixels = [UInt32](repeating: 0, count: textureWidth * textureHeight)
        let ok = pixels.withUnsafeMutableBytes { raw in
            SDL_RenderReadPixels(
                renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, raw.baseAddress, Int32(textureWidth * 4))
        }
        return ok == 0 ? pixels : nil
    }
}
