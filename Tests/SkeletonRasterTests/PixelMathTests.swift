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
