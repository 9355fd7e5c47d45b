import SkeletonCore
import Testing

@testable import SkeletonRaster

@Test func overWithOpaqueSourceReplacesDestination() {
    #expect(PixelMath.over(0xFF12_3456, 0xFFAB_CDEF) == 0xFF12_3456)
}

@Test func overRoundsEveryChannelToNearest() {
    // 50 % black over white: 255 · 127/255 = 127 exactly, alpha 128 + 127 = 255.
    #expect(PixelMath.over(0x8000_0000, 0xFFFF_FFFF) == 0xFF7F_7F7F)
    // Every destination value times every inverse alpha equals the exactly rounded quotient.
    for d: UInt32 in stride(from: 0, through: 255, by: 5) {
        for sa: UInt32 in stride(from: 0, through: 255, by: 3) {
            let out = PixelMath.over(sa << 24, 0xFF00_0000 | d << 16 | d << 8 | d)
            let expected = (d * (255 - sa) * 2 + 255) / 510
            #expect(out & 0xFF == expected)
        }
    }
}

@Test func scaleByFullCoverageIsIdentityAndByZeroIsTransparent() {
    #expect(PixelMath.scale(0x80FF_4020, 256) == 0x80FF_4020)
    #expect(PixelMath.scale(0x80FF_4020, 0) == 0)
    #expect(PixelMath.scale(0xFFFF_FFFF, 128) == 0x8080_8080)
}

@Test func premultipliedAppliesOpacityThenAlpha() {
    #expect(PixelMath.premultiplied(RGBA8(r: 255, g: 128, b: 0), opacity: 0.5) == 0x8080_4000)
    #expect(PixelMath.premultiplied(RGBA8(r: 10, g: 20, b: 30), opacity: .nan) == 0)
    #expect(PixelMath.premultiplied(RGBA8(r: 10, g: 20, b: 30, a: 0)) == 0)
}

@Test func byteCoverageMapsFullToExactlyOne() {
    #expect(PixelMath.coverage(fromByte: 255) == 256)
    #expect(PixelMath.coverage(fromByte: 0) == 0)
    #expect(PixelMath.coverage(fromByte: 128) == 129)
}

@Test func eightPixelBlendingEqualsThePerPixelArithmetic() {
    // A deterministic spread of premultiplied pixels (channels ≤ alpha) and coverages.
    var seed: UInt32 = 12345
    func next() -> UInt32 {
        seed = seed &* 1_103_515_245 &+ 12345
        return seed >> 8
    }
    func pixel() -> UInt32 {
        let a = next() % 256
        let c = { a == 0 ? 0 : next() % (a + 1) }
        return a << 24 | c() << 16 | c() << 8 | c()
    }
    for _ in 0..<2000 {
        let s = (0..<8).map { _ in pixel() }
        let d = (0..<8).map { _ in pixel() }
        let k = next() % 257
        let vs = PixelOctet.Pixels(s)
        let vd = PixelOctet.Pixels(d)
        let over = PixelOctet.over(vs, vd)
        let scaled = PixelOctet.scale(vs, k)
        for i in 0..<8 {
            #expect(over[i] == PixelMath.over(s[i], d[i]))
            #expect(scaled[i] == PixelMath.scale(s[i], k))
        }
    }
}

@Test func spanKernelsMatchPerPixelBlendingOnEveryLength() {
    for n in 0..<20 {
        let src = (0..<n).map { UInt32($0 * 13) << 24 | UInt32($0 * 5) }
        var dst = (0..<n).map { 0xFF00_0000 | UInt32($0 * 7919) & 0xFF_FFFF }
        let expected = (0..<n).map { PixelMath.over(PixelMath.scale(src[$0], 100), dst[$0]) }
        dst.withUnsafeMutableBufferPointer { d in
            src.withUnsafeBufferPointer { s in Span.blend(d.baseAddress!, n, colors: s.baseAddress!, 100) }
        }
        #expect(dst == expected, "length \(n)")
    }
}

@Test func decodedPixelsPremultiplyExactlyLikePaintColours() {
    var mismatches: [UInt32] = []
    for a in UInt8.min...UInt8.max {
        for c in UInt8.min...UInt8.max {
            let straight = UInt32(a) << 24 | UInt32(c) << 16 | UInt32(255 - c) << 8 | UInt32(c / 2)
            let color = RGBA8(r: c, g: 255 - c, b: c / 2, a: a)
            if PremultipliedAlpha.premultiplied(straight) != PixelMath.premultiplied(color) {
                mismatches.append(straight)
            }
        }
    }
    #expect(mismatches == [])
}
