import CSDL2

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
