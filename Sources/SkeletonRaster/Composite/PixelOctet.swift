/// Eight pixels at once (sixteen in the AVX-512 composite, `RASTER_AVX512_COMPOSITE`): the same
/// exact arithmetic as `PixelMath`, on vectors of the processor's width.
///
/// Each 32-bit pixel is split into its red/blue and alpha/green halves (0x00FF00FF lanes) and the
/// halves are multiplied as 16-bit lanes, so only 16-bit multiplies are needed (no widening of
/// bytes, no 32-bit multiplies): a few vector instructions per vector of pixels.
enum PixelOctet {
    #if RASTER_AVX512_COMPOSITE
        /// Sixteen pixels (one AVX-512 register).
        typealias Pixels = SIMD16<UInt32>
        /// The same bits as thirty-two 16-bit lanes.
        typealias Lanes = SIMD32<UInt16>
        /// One coverage per pixel.
        typealias Coverages = SIMD16<UInt16>
        /// Pixels per vector.
        static let width = 16
    #else
        /// Eight pixels.
        typealias Pixels = SIMD8<UInt32>
        /// The same bits as sixteen 16-bit lanes.
        typealias Lanes = SIMD16<UInt16>
        /// One coverage per pixel.
        typealias Coverages = SIMD8<UInt16>
        /// Pixels per vector.
        static let width = 8
    #endif

    /// Loads a vector of pixels.
    @inline(__always) static func load(_ p: UnsafePointer<UInt32>) -> Pixels {
        UnsafeRawPointer(p).loadUnaligned(as: Pixels.self)
    }

    /// Stores a vector of pixels.
    @inline(__always) static func store(_ v: Pixels, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Pixels.self)
    }

    /// x·m/255 per 16-bit lane, rounded to nearest (x, m ≤ 255 per lane).
    @inline(__always) private static func mulDiv255(_ x: Pixels, _ m: Pixels) -> Pixels {
        let t = roundedProducts(x, unsafeBitCast(m, to: Lanes.self))
        #if RASTER_AVX512_COMPOSITE
            // A loop over 32 lanes is not unrolled, and stays scalar: two halves of 16 are.
            let q = Lanes(lowHalf: mulHigh257(t.lowHalf), highHalf: mulHigh257(t.highHalf))
        #else
            let q = mulHigh257(t)
        #endif
        return unsafeBitCast(q, to: Pixels.self)
    }

    /// x·k + 128 per 16-bit lane (x ≤ 255, k ≤ 256 per lane).
    @inline(__always) private static func roundedProducts(_ x: Pixels, _ k: Lanes) -> Lanes {
        let x = unsafeBitCast(x, to: Lanes.self)
        #if RASTER_AVX512_COMPOSITE
            // Operators on 32 lanes run lane by lane, unvectorized; on 16 lanes they are vectors.
            let half = SIMD16<UInt16>(repeating: 128)
            return Lanes(lowHalf: x.lowHalf &* k.lowHalf &+ half, highHalf: x.highHalf &* k.highHalf &+ half)
        #else
            return x &* k &+ Lanes(repeating: 128)
        #endif
    }

    /// (t·257) >> 16 per lane, which equals (t + (t >> 8)) >> 8 for every 16-bit t.
    @inline(__always) private static func mulHigh257(_ t: SIMD16<UInt16>) -> SIMD16<UInt16> {
        // Written lane by lane, this is the pattern LLVM turns into one high-half multiply (SSE2
        // pmulhuw) per vector instead of a shift-add-shift chain.
        var q = SIMD16<UInt16>()
        for i in 0..<16 { q[i] = UInt16(truncatingIfNeeded: (UInt32(t[i]) &* 257) &>> 16) }
        return q
    }

    /// x·k/256 per 16-bit lane, rounded half up (x ≤ 255, k ≤ 256 per lane).
    @inline(__always) private static func mulDiv256(_ x: Pixels, _ k: Pixels) -> Pixels {
        let t = unsafeBitCast(x, to: Lanes.self) &* unsafeBitCast(k, to: Lanes.self) &+ Lanes(repeating: 128)
        return unsafeBitCast(t &>> 8, to: Pixels.self)
    }

    /// Source-over of a vector of pixels (as `PixelMath.over`).
    @inline(__always) static func over(_ s: Pixels, _ d: Pixels) -> Pixels {
        over(s, d, inverseAlpha: inverseAlphas(s))
    }

    /// Each pixel's 255 − alpha in both 16-bit halves, the factor `over` multiplies the destination by.
    @inline(__always) static func inverseAlphas(_ s: Pixels) -> Pixels {
        let ia = (~s) &>> 24
        return ia | (ia &<< 16)
    }

    /// Source-over with the source's `inverseAlphas` already known (a constant source).
    @inline(__always) static func over(_ s: Pixels, _ d: Pixels, inverseAlpha ia2: Pixels) -> Pixels {
        let lanes = Pixels(repeating: PixelMath.lanes)
        let rb = mulDiv255(d & lanes, ia2)
        let ag = mulDiv255((d &>> 8) & lanes, ia2)
        return s &+ rb &+ (ag &<< 8)
    }

    /// A vector of pixels times k/256 (as `PixelMath.scale`; k ≤ 256).
    @inline(__always) static func scale(_ s: Pixels, _ k: UInt32) -> Pixels {
        scale(s, coverages: Lanes(repeating: UInt16(k)))
    }

    /// A vector's coverages (0…256) from `p`, each repeated in both 16-bit halves of its pixel's lane,
    /// the form `scale(_:coverages:)` multiplies by.
    @inline(__always) static func coverages(_ p: UnsafePointer<UInt16>) -> Lanes {
        let k = UnsafeRawPointer(p).loadUnaligned(as: Coverages.self)
        // Lane by lane, which LLVM turns into two word interleaves; the generic widening
        // initializer was left as a call per vector.
        var lanes = Lanes()
        for i in 0..<width {
            lanes[2 * i] = k[i]
            lanes[2 * i + 1] = k[i]
        }
        return lanes
    }

    /// Each pixel times its own k/256 (as `PixelMath.scale`), with `k2` from `coverages(_:)`.
    @inline(__always) static func scale(_ s: Pixels, coverages k2: Lanes) -> Pixels {
        let lanes = Pixels(repeating: PixelMath.lanes)
        let rb = roundedProducts(s & lanes, k2)
        let ag = roundedProducts((s &>> 8) & lanes, k2)
        // Each product ≤ 65 408: its high byte is the scaled channel. rb moves down a byte, ag stays.
        #if RASTER_AVX512_COMPOSITE
            // The same bits through 32-bit lanes, which are vectors at this width.
            let high = Pixels(repeating: 0xFF00_FF00)
            return ((unsafeBitCast(rb, to: Pixels.self) &>> 8) & lanes) | (unsafeBitCast(ag, to: Pixels.self) & high)
        #else
            return unsafeBitCast((rb &>> 8) | (ag & Lanes(repeating: 0xFF00)), to: Pixels.self)
        #endif
    }
}
