/// Eight pixels at once: the same exact arithmetic as `PixelMath`, on SSE2-sized vectors.
///
/// Each 32-bit pixel is split into its red/blue and alpha/green halves (0x00FF00FF lanes) and the
/// halves are multiplied as 16-bit lanes, so only 16-bit multiplies are needed (no widening of
/// bytes, no 32-bit multiplies): a few vector instructions per eight pixels.
enum PixelOctet {
    /// Eight pixels.
    typealias Pixels = SIMD8<UInt32>
    /// The same bits as sixteen 16-bit lanes.
    typealias Lanes = SIMD16<UInt16>

    /// Pixels per vector.
    static let width = 8

    /// Loads eight pixels.
    @inline(__always) static func load(_ p: UnsafePointer<UInt32>) -> Pixels {
        UnsafeRawPointer(p).loadUnaligned(as: Pixels.self)
    }

    /// Stores eight pixels.
    @inline(__always) static func store(_ v: Pixels, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Pixels.self)
    }

    /// x·m/255 per 16-bit lane, rounded to nearest (x, m ≤ 255 per lane).
    @inline(__always) private static func mulDiv255(_ x: Pixels, _ m: Pixels) -> Pixels {
        let t = unsafeBitCast(x, to: Lanes.self) &* unsafeBitCast(m, to: Lanes.self) &+ Lanes(repeating: 128)
        // (t + (t >> 8)) >> 8 equals (t·257) >> 16 for every 16-bit t. Written lane by lane, this is
        // the pattern LLVM turns into one high-half multiply (SSE2 pmulhuw) per vector instead of
        // a shift-add-shift chain.
        var q = Lanes()
        for i in 0..<Lanes.scalarCount { q[i] = UInt16(truncatingIfNeeded: (UInt32(t[i]) &* 257) &>> 16) }
        return unsafeBitCast(q, to: Pixels.self)
    }

    /// x·k/256 per 16-bit lane, rounded half up (x ≤ 255, k ≤ 256 per lane).
    @inline(__always) private static func mulDiv256(_ x: Pixels, _ k: Pixels) -> Pixels {
        let t = unsafeBitCast(x, to: Lanes.self) &* unsafeBitCast(k, to: Lanes.self) &+ Lanes(repeating: 128)
        return unsafeBitCast(t &>> 8, to: Pixels.self)
    }

    /// Source-over of eight pixels (as `PixelMath.over`).
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

    /// Eight pixels times k/256 (as `PixelMath.scale`; k ≤ 256).
    @inline(__always) static func scale(_ s: Pixels, _ k: UInt32) -> Pixels {
        scale(s, coverages: Lanes(repeating: UInt16(k)))
    }

    /// Eight coverages (0…256) from `p`, each repeated in both 16-bit halves of its pixel's lane,
    /// the form `scale(_:coverages:)` multiplies by.
    @inline(__always) static func coverages(_ p: UnsafePointer<UInt16>) -> Lanes {
        let k = UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt16>.self)
        // Lane by lane, which LLVM turns into two word interleaves; the generic widening
        // initializer was left as a call per vector.
        var lanes = Lanes()
        for i in 0..<8 {
            lanes[2 * i] = k[i]
            lanes[2 * i + 1] = k[i]
        }
        return lanes
    }

    /// Each pixel times its own k/256 (as `PixelMath.scale`), with `k2` from `coverages(_:)`.
    @inline(__always) static func scale(_ s: Pixels, coverages k2: Lanes) -> Pixels {
        let lanes = Pixels(repeating: PixelMath.lanes)
        let rb = unsafeBitCast(s & lanes, to: Lanes.self) &* k2 &+ Lanes(repeating: 128)
        let ag = unsafeBitCast((s &>> 8) & lanes, to: Lanes.self) &* k2 &+ Lanes(repeating: 128)
        // Each product ≤ 65 408: its high byte is the scaled channel. rb moves down a byte, ag stays.
        return unsafeBitCast((rb &>> 8) | (ag & Lanes(repeating: 0xFF00)), to: Pixels.self)
    }
}
