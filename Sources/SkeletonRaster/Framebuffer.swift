/// A canvas of 32-bit pixels shared by the rasterizer, the SDL streaming texture
/// (SDL_PIXELFORMAT_ARGB8888) and the PNG writer: each pixel is 0xAARRGGBB, premultiplied alpha,
/// sRGB, rows top to bottom with no padding.
package struct Framebuffer: Sendable {
    /// Width in pixels, 1…8192.
    package let width: Int
    /// Height in pixels, 1…8192.
    package let height: Int
    /// width × height pixels, row-major.
    package var pixels: [UInt32]

    /// The largest width or height accepted.
    package static let maxDimension = 8192

    /// Creates a framebuffer filled with one pixel value, or nil when a side is outside 1…8192.
    package init?(width: Int, height: Int, fill: UInt32 = 0) {
        guard (1...Self.maxDimension).contains(width), (1...Self.maxDimension).contains(height) else { return nil }
        self.width = width
        self.height = height
        self.pixels = [UInt32](repeating: fill, count: width * height)
    }
}
