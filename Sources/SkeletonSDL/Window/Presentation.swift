import CSDL2
import Glibc
import SkeletonRaster

/// Which way frames reach the window.
enum Presentation: String {
    /// A GPU renderer with a streaming texture when the machine has one, else the window surface.
    case automatic
    /// Always an SDL renderer with a streaming texture (software renderer as the last resort).
    case texture
    /// Always the window's own surface.
    case surface

    /// The choice named by $SKELETON_PRESENT (texture or surface), automatic otherwise.
    init(environmentValue: String?) {
        self = environmentValue.flatMap(Presentation.init(rawValue:)) ?? .automatic
    }
}

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

/// Whether the machine has a GPU a GL renderer could use. Without one (CI, containers, Xvfb
/// hosts) Mesa would fall back to llvmpipe, so the window goes straight to its surface instead
/// of loading a software GL stack (≈ 70 MB) only to find that out.
enum GPUDevices {
    /// True when a DRM render node (/dev/dri/renderD*) or the NVIDIA device exists.
    static func available(devices: String = "/dev/dri", nvidia: String = "/dev/nvidia0") -> Bool {
        if access(nvidia, F_OK) == 0 { return true }
        guard let folder = opendir(devices) else { return false }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("renderD") { return true }
        }
        return false
    }
}

/// Recognises Mesa's CPU rasterizers behind SDL's "opengl" renderers: SDL calls them accelerated,
/// but every texture draw and swap then costs CPU time the window surface path does not.
enum SoftwareGL {
    /// True when the GL context current on this thread renders on the CPU (llvmpipe, softpipe, swrast).
    static func isCurrent() -> Bool {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let address = SDL_GL_GetProcAddress("glGetString") else { return false }
        let getString = unsafeBitCast(address, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01
        guard let name = getString(glRenderer) else { return false }
        let renderer = String(cString: name).lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { renderer.contains($0) }
    }
}
