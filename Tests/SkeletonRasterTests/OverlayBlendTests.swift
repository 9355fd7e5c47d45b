import Testing

@testable import SkeletonRaster

@Test func normalBlendAtFullOpacityReplacesAnOpaqueFrame() {
    #expect(OverlayBlend.blend(0xFF12_3456, onto: 0xFFAB_CDEF, opacity: 255, mode: .normal) == 0xFF12_3456)
}

@Test func normalBlendAtHalfOpacityMixesEveryChannel() {
    // White at 128/255 over black: 255·128/255 = 128 in each channel, alpha 128 + 255·127/255 = 255.
    #expect(OverlayBlend.blend(0xFFFF_FFFF, onto: 0xFF00_0000, opacity: 128, mode: .normal) == 0xFF80_8080)
    // Black at 128/255 over white: 255·(255 − 128)/255 = 127.
    #expect(OverlayBlend.blend(0xFF00_0000, onto: 0xFFFF_FFFF, opacity: 128, mode: .normal) == 0xFF7F_7F7F)
}

@Test func zeroOpacityLeavesTheFrameAsItWas() {
    for mode in OverlayBlendMode.allCases {
        #expect(OverlayBlend.blend(0xFF12_3456, onto: 0xFFAB_CDEF, opacity: 0, mode: mode) == 0xFFAB_CDEF)
    }
}

@Test func differenceAtFullOpacityIsTheAbsoluteDifferencePerChannel() {
    #expect(OverlayBlend.blend(0xFFC8_3200, onto: 0xFF32_C8FF, opacity: 255, mode: .difference) == 0xFF96_96FF)
}

@Test func differenceOfEqualPixelsIsBlack() {
    #expect(OverlayBlend.blend(0xFFAB_CDEF, onto: 0xFFAB_CDEF, opacity: 255, mode: .difference) == 0xFF00_0000)
}

@Test func differenceAtHalfOpacityIsHalfwayToTheDifference() {
    // s = 200·128/255 = 100, d = 50: 100 + 50 − 2·min(100·255, 50·128)/255 = 150 − 50 = 100.
    #expect(OverlayBlend.blend(0xFFC8_C8C8, onto: 0xFF32_3232, opacity: 128, mode: .difference) == 0xFF64_6464)
}

@Test func aTransparentScreenshotPixelChangesNothing() {
    #expect(OverlayBlend.blend(0x0000_0000, onto: 0xFF40_5060, opacity: 255, mode: .normal) == 0xFF40_5060)
    #expect(OverlayBlend.blend(0x0000_0000, onto: 0xFF40_5060, opacity: 255, mode: .difference) == 0xFF40_5060)
}

@Test func compositeAtOneToOneCopiesTheScreenshotAtItsOffset() throws {
    var frame = try #require(Framebuffer(width: 4, height: 3, fill: 0xFF00_0000))
    var image = try #require(Framebuffer(width: 2, height: 2, fill: 0xFFFF_FFFF))
    image.pixels[3] = 0xFF11_2233
    OverlayBlend.composite(
        image, onto: &frame, placement: .init(x: 1, y: 1, devicePixelsPerImagePixel: 1), opacity: 1, mode: .normal,
        clip: PixelRect(x: 0, y: 0, width: 4, height: 3))
    let black: UInt32 = 0xFF00_0000
    let white: UInt32 = 0xFFFF_FFFF
    #expect(
        frame.pixels == [
            black, black, black, black,
            black, white, white, black,
            black, white, 0xFF11_2233, black,
        ])
}

@Test func aDenserScreenshotIsAveragedOverEachDevicePixel() throws {
    var frame = try #require(Framebuffer(width: 1, height: 1, fill: 0xFF00_0000))
    var image = try #require(Framebuffer(width: 2, height: 2, fill: 0xFFFF_FFFF))
    image.pixels[0] = 0xFF00_0000
    image.pixels[1] = 0xFF00_0000
    OverlayBlend.composite(
        image, onto: &frame, placement: .init(x: 0, y: 0, devicePixelsPerImagePixel: 0.5), opacity: 1,
        mode: .normal, clip: PixelRect(x: 0, y: 0, width: 1, height: 1))
    // Two black and two white pixels: (0 + 0 + 255 + 255 + 2) / 4 = 128.
    #expect(frame.pixels == [0xFF80_8080])
}

@Test func aCoarserScreenshotRepeatsEachPixel() throws {
    var frame = try #require(Framebuffer(width: 4, height: 1, fill: 0xFF00_0000))
    var image = try #require(Framebuffer(width: 2, height: 1, fill: 0xFFFF_FFFF))
    image.pixels[1] = 0xFF10_2030
    OverlayBlend.composite(
        image, onto: &frame, placement: .init(x: 0, y: 0, devicePixelsPerImagePixel: 2), opacity: 1, mode: .normal,
        clip: PixelRect(x: 0, y: 0, width: 4, height: 1))
    #expect(frame.pixels == [0xFFFF_FFFF, 0xFFFF_FFFF, 0xFF10_2030, 0xFF10_2030])
}

@Test func compositeTouchesOnlyTheClip() throws {
    var frame = try #require(Framebuffer(width: 3, height: 1, fill: 0xFF00_0000))
    let image = try #require(Framebuffer(width: 3, height: 1, fill: 0xFFFF_FFFF))
    OverlayBlend.composite(
        image, onto: &frame, placement: .init(x: 0, y: 0, devicePixelsPerImagePixel: 1), opacity: 1, mode: .normal,
        clip: PixelRect(x: 1, y: 0, width: 1, height: 1))
    #expect(frame.pixels == [0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000])
}

@Test func aScreenshotPlacedOutsideTheFrameDrawsNothing() throws {
    var frame = try #require(Framebuffer(width: 2, height: 2, fill: 0xFF00_0000))
    let image = try #require(Framebuffer(width: 2, height: 2, fill: 0xFFFF_FFFF))
    OverlayBlend.composite(
        image, onto: &frame, placement: .init(x: -5, y: 7, devicePixelsPerImagePixel: 1), opacity: 1, mode: .normal,
        clip: PixelRect(x: 0, y: 0, width: 2, height: 2))
    #expect(frame.pixels == [UInt32](repeating: 0xFF00_0000, count: 4))
}
