/// Four pixels at once in 16-bit lanes (SSE2-sized vectors): the same exact arithmetic as
/// `PixelMath`, four times faster on large translucent spans (group layers, faded images).
enum PixelQuad {
    /// Four pixels' 16 channels, one per 16-bit lane.
    typealias Lanes = SIMD16<UInt16>

    /// Loads four pixels.
    @inline(__always) static func load(_ p: UnsafePointer<UInt32>) -> SIMD4<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
    }

    /// Stores four pixels.
    @inline(__always) static func store(_ v: SIMD4<UInt32>, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<UInt32>.self)
    }

    /// Channels to 16-bit lanes.
    @inline(__always) static func widen(_ v: SIMD4<UInt32>) -> Lanes {
        Lanes(truncatingIfNeeded: unsafeBitCast(v, to: SIMD16<UInt8>.self))
    }

    /// 16-bit lanes (each ≤ 255) back to pixels.
    @inline(__always) static func narrow(_ w: Lanes) -> SIMD4<UInt32> {
        unsafeBitCast(SIMD16<UInt8>(truncatingIfNeeded: w), to: SIMD4<UInt32>.self)
    }

    /// Each pixel's 255 − alpha in all four of its lanes.
    @inline(__always) static func inverseAlphas(_ v: SIMD4<UInt32>) -> Lanes {
        let a = (v ^ SIMD4(repeating: 0xFFFF_FFFF)) &>> 24
        return widen(a | a &<< 8 | a &<< 16 | a &<< 24)
    }

    /// Source-over of four pixels (as `PixelMath.over`).
    @inline(__always) static func over(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let t = widen(d) &* inverseAlphas(s) &+ Lanes(repeating: 128)
        return s &+ narrow((t &+ (t &>> 8)) &>> 8)
    }

    /// Four pixels times k/256 (as `PixelMath.scale`).
    @inline(__always) static func scale(_ s: SIMD4<UInt32>, _ k: Lanes) -> SIMD4<UInt32> {
        narrow((widen(s) &* k &+ Lanes(repeating: 128)) &>> 8)
    }
}
