import CSDL2
import SkeletonRaster

/// A resizable, HiDPI-aware SDL window and the way its frames are presented: a renderer with
/// one streaming ARGB8888 texture (the framebuffer's format) on a GPU, the window surface
/// otherwise. Either way only the rectangles that changed are uploaded.
final class SDLWindow {
    private var window: OpaquePointer
    /// Optional only so `deinit` can drop the renderer before the window it draws to.
    private var presenter: (any FramePresenter)?

    /// Opens a window of `width` × `height` points; throws SDL's reason when SDL cannot.
    init(title: String, width: Int, height: Int, presentation: Presentation = .automatic) throws {
        window = try Self.makeWindow(title: title, width: width, height: height)
        do {
            presenter = try Self.makePresenter(for: &window, title: title, presentation: presentation)
        } catch {
            SDL_DestroyWindow(window)
            throw error
        }
    }

    deinit {
        presenter = nil  // the renderer goes before its window
        SDL_DestroyWindow(window)
    }

    /// Whether presents are meant to wait for vsync (the pacer still checks that they do).
    var claimsVSync: Bool { presenter?.claimsVSync ?? false }

    /// How frames are presented ("opengl", "software", "window surface"), for diagnostics.
    var presentationName: String { presenter?.name ?? "none" }

    /// The window size in points.
    var size: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The drawable size in pixels (larger than `size` on HiDPI displays).
    var drawableSize: (width: Int, height: Int) { presenter?.drawableSize ?? (0, 0) }

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

    /// Gets ready for frames of `width` × `height` pixels.
    func prepare(width: Int, height: Int) throws {
        try presenter?.prepare(width: width, height: height)
    }

    /// Copies the `rects` of `fb` (clamped) towards the screen; `fb` must have the prepared size.
    func upload(_ fb: Framebuffer, rects: [SDL_Rect]) {
        presenter?.upload(fb, rects: rects)
    }

    /// Shows what was uploaded (blocks for vsync when the renderer has it); `everything` repaints
    /// the whole window, as needed after it was exposed.
    func present(everything: Bool = false) {
        presenter?.present(everything: everything)
    }

    /// What the window would show, 0xAARRGGBB, for tests.
    func readBack() -> [UInt32]? {
        presenter?.readBack()
    }

    private static func makeWindow(title: String, width: Int, height: Int) throws -> OpaquePointer {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags) else {
            throw SDLError.current("SDL_CreateWindow")
        }
        return window
    }

    /// A GPU renderer with vsync when there is a real GPU; otherwise the window surface (on a
    /// fresh window, since a GL renderer leaves its window GL-bound); the software renderer last.
    private static func makePresenter(
        for window: inout OpaquePointer, title: String, presentation: Presentation
    ) throws -> any FramePresenter {
        let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        let tryRenderer = presentation == .texture || (presentation == .automatic && GPUDevices.available())
        if tryRenderer, let renderer = SDL_CreateRenderer(window, -1, flags) {
            let texture = TexturePresenter(renderer: renderer)
            let onGPU = texture.name != "software" && !(texture.name.hasPrefix("opengl") && SoftwareGL.isCurrent())
            if onGPU || presentation == .texture { return texture }
        }  // an unused renderer is destroyed here, before its window is replaced below
        if tryRenderer && presentation == .automatic {
            let size = points(of: window)
            SDL_DestroyWindow(window)
            window = try makeWindow(title: title, width: size.width, height: size.height)
        }
        if presentation != .texture, let surface = SurfacePresenter(window: window) { return surface }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw SDLError.current("SDL_CreateRenderer")
        }
        return TexturePresenter(renderer: renderer)
    }

    private static func points(of window: OpaquePointer) -> (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }
}
