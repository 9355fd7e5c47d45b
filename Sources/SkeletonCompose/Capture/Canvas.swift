import SkeletonCore
import SkeletonRaster

/// Small pixel helpers for assembling sheets out of rendered frames.
enum Canvas {
    /// The framebuffer pixel (premultiplied 0xAARRGGBB) of an opaque colour.
    static func pixel(_ color: RGBA8) -> UInt32 {
        0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    }

    /// Copies `image` into `sheet` with its top-left at (x, y); the part outside is cut off.
    static func copy(_ image: Framebuffer, into sheet: inout Framebuffer, x: Int, y: Int) {
        let columns = max(0, min(image.width, sheet.width - x))
        guard columns > 0, x >= 0 else { return }
        for row in 0..<image.height where y + row >= 0 && y + row < sheet.height {
            let source = row * image.width
            let target = (y + row) * sheet.width + x
            sheet.pixels.replaceSubrange(target..<(target + columns), with: image.pixels[source..<(source + columns)])
        }
    }
}
