/// Conversions between straight and premultiplied 0xAARRGGBB pixels, for the PNG codec and the
/// image library, so files and images decode with the rasterizer's own rounding (`PixelMath`).
package enum PremultipliedAlpha {
    /// Straight → premultiplied, each channel c·a/255 rounded to nearest.
    package static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        if a == 255 { return pixel }
        func channel(_ shift: UInt32) -> UInt32 {
            let c = (pixel >> shift) & 0xFF
            return PixelMath.div255(c * a) << shift
        }
        return (a << 24) | channel(16) | channel(8) | channel(0)
    }

    /// Premultiplies every pixel in place: the decoders' one pass over a whole image, kept in this
    /// module so `premultiplied` inlines into an unchecked loop (a baseline's decode spent a third
    /// of its time in per-pixel calls and array uniqueness checks).
    package static func premultiply(_ pixels: inout [UInt32]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] = premultiplied(buffer[index]) }
        }
    }

    /// Premultiplied → straight, each channel c·255/a rounded to nearest (0 for a transparent pixel).
    package static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        if a == 255 { return pixel }
        if a == 0 { return 0 }
        func channel(_ shift: UInt32) -> UInt32 {
            let c = (pixel >> shift) & 0xFF
            return min(255, (c * 255 + a / 2) / a) << shift
        }
        return (a << 24) | channel(16) | channel(8) | channel(0)
    }
}
