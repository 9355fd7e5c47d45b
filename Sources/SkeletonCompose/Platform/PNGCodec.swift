import SkeletonRaster

/// Reads and writes PNG files; the executable supplies libpng through SkeletonSDL's `PNGFile`.
package protocol PNGCodec: Sendable {
    /// Writes `fb` atomically (temporary file in the same folder, then rename); same pixels, same bytes.
    func write(_ fb: Framebuffer, to path: String) throws
    /// Reads a PNG file into a premultiplied framebuffer.
    func read(path: String) throws -> Framebuffer
}
