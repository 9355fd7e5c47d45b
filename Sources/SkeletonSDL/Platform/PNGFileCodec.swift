import SkeletonCodecs
import SkeletonCompose
import SkeletonRaster

/// libpng through `PNGFile`, as the app's `PNGCodec` (atomic writes, deterministic bytes).
package struct PNGFileCodec: PNGCodec {
    /// Creates the codec.
    package init() {}

    /// Writes `fb` atomically.
    package func write(_ fb: Framebuffer, to path: String) throws {
        try PNGFile.write(fb, to: path)
    }

    /// Reads a PNG into a premultiplied framebuffer.
    package func read(path: String) throws -> Framebuffer {
        try PNGFile.read(path: path)
    }
}
