import SkeletonCore

/// Exact, deterministic 8-bit arithmetic on 0xAARRGGBB premultiplied pixels.
///
/// Coverage is measured in 1/256 of a pixel (0…256) so that the coverages of two shapes sharing an
/// edge always sum to exactly 256. Scaling by a coverage rounds half up: `(c·k + 128) >> 8`.
/// Source-over is `s + d·(255 − sa)/255` where the division rounds to nearest with the div255 trick
/// `t = x + 128; (t + (t >> 8)) >> 8`, exact for every x in 0…65025 (the rule cairo/pixman use).
/// Two channels are processed at once in the 0x00FF00FF lanes of a 32-bit word.
enum PixelMath {
    /// The mask of the red and blue lanes.
    static let lanes: UInt32 = 0x00FF_00FF

    /// An opacity clamped to 0…1; NaN and infinities (invalid input) count as 0, so nothing is drawn.
    static func opacity(_ value: Double) -> Double {
        value.isFinite ? min(1, max(0, value)) : 0
    }

    /// A straight-alpha colour with its alpha scaled by `opacity` (see `opacity(_:)`), premultiplied.
    static func premultiplied(_ color: RGBA8, opacity: Double = 1) -> UInt32 {
        let o = Self.opacity(opacity)
        let a = UInt32((Double(color.a) * o).rounded())
        return pack(r: Double(color.r), g: Double(color.g), b: Double(color.b), alpha: a)
    }

    /// Packs channels 0…255 (unpremultiplied, possibly fractional) with an alpha into a premultiplied pixel.
    static func pack(r: Double, g: Double, b: Double, alpha a: UInt32) -> UInt32 {
        func channel(_ c: Double) -> UInt32 { div255(UInt32(c.rounded()) * a) }
        return (a << 24) | (channel(r) << 16) | (channel(g) << 8) | channel(b)
    }

    /// x / 255 rounded to nearest, exact for x in 0…65025.
    @inline(__always) static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of `p` times k/256 (k in 0…256), rounded half up.
    @inline(__always) static func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
        let rb = (((p & lanes) &* k &+ 0x0080_0080) >> 8) & lanes
        let ag = (((p >> 8) & lanes) &* k &+ 0x0080_0080) & ~lanes
        return rb | ag
    }

    /// Premultiplied source-over: `s + d·(255 − sa)/255`, each channel rounded to nearest.
    @inline(__always) static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let ia = 255 &- (s >> 24)
        var rb = (d & lanes) &* ia &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & lanes)) >> 8) & lanes
        var ag = ((d >> 8) & lanes) &* ia &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & lanes)) & ~lanes
        return s &+ rb &+ ag
    }

    /// Two coverages (1/256 units) multiplied, rounded half up: a shape inside a clip mask, or a
    /// pixel's horizontal by its vertical coverage.
    @inline(__always) static func product(_ a: UInt32, _ b: UInt32) -> UInt32 {
        (a &* b &+ 128) >> 8
    }

    /// An 8-bit coverage (0…255) as 1/256 units (0…256): 255 becomes exactly 256.
    @inline(__always) static func coverage(fromByte c: UInt8) -> UInt32 {
        UInt32(c) &+ (UInt32(c) >> 7)
    }

    /// An opacity (see `opacity(_:)`) in 1/256 units.
    static func coverage(fromOpacity value: Double) -> UInt32 {
        UInt32((opacity(value) * 256).rounded())
    }
}

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
